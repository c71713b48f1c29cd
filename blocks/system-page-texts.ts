import type { LocalizedText } from '../schemas/localized-text';

// The default words of the school-editable /service and store /introduce pages, in every UI language.

/** The service terms (/service) until the school writes its own. */
export const SERVICE_TERMS: LocalizedText = {
  zh_CN: '<h1>服务条款</h1><p>使用本学习平台即表示您同意遵守学校的学习规则，尊重其他学员，并仅将课程内容用于个人学习。</p><p>学校可能随时更新这些条款；重大变更会在平台上公告。</p>',
  en_US: '<h1>Terms of service</h1><p>By using this learning portal you agree to follow the school\'s learning rules, respect other learners and use course material for your own learning only.</p><p>The school may update these terms; important changes are announced on the portal.</p>',
  es_ES: '<h1>Condiciones del servicio</h1><p>Al usar este portal de aprendizaje aceptas seguir las normas de la escuela, respetar a los demás estudiantes y usar los materiales solo para tu propio aprendizaje.</p><p>La escuela puede actualizar estas condiciones; los cambios importantes se anuncian en el portal.</p>',
  ru_RU: '<h1>Условия обслуживания</h1><p>Пользуясь этим учебным порталом, вы соглашаетесь соблюдать правила школы, уважать других учащихся и использовать материалы курсов только для собственного обучения.</p><p>Школа может обновлять эти условия; о важных изменениях сообщается на портале.</p>',
  ar_SA: '<h1>شروط الخدمة</h1><p>باستخدامك بوابة التعلم هذه، توافق على اتباع قواعد المدرسة واحترام المتعلمين الآخرين واستخدام مواد الدورات لتعلمك الشخصي فقط.</p><p>قد تحدّث المدرسة هذه الشروط، ويُعلن عن التغييرات المهمة على البوابة.</p>',
  pl_PL: '<h1>Warunki korzystania</h1><p>Korzystając z tego portalu, zgadzasz się przestrzegać zasad szkoły, szanować innych uczących się i używać materiałów wyłącznie do własnej nauki.</p><p>Szkoła może zmieniać te warunki; ważne zmiany są ogłaszane w portalu.</p>',
  de_DE: '<h1>Nutzungsbedingungen</h1><p>Mit der Nutzung dieses Lernportals stimmen Sie zu, die Lernregeln der Schule zu befolgen, andere Lernende zu respektieren und Kursmaterial nur für Ihr eigenes Lernen zu verwenden.</p><p>Die Schule kann diese Bedingungen ändern; wichtige Änderungen werden im Portal bekannt gegeben.</p>',
  tr_TR: '<h1>Hizmet koşulları</h1><p>Bu öğrenme portalını kullanarak okulun öğrenme kurallarına uymayı, diğer öğrencilere saygı göstermeyi ve kurs materyallerini yalnızca kendi öğrenmeniz için kullanmayı kabul edersiniz.</p><p>Okul bu koşulları güncelleyebilir; önemli değişiklikler portalda duyurulur.</p>',
  fr_FR: '<h1>Conditions d\'utilisation</h1><p>En utilisant ce portail d\'apprentissage, vous acceptez de suivre les règles de l\'école, de respecter les autres apprenants et d\'utiliser les contenus des cours pour votre seul apprentissage.</p><p>L\'école peut mettre à jour ces conditions ; les changements importants sont annoncés sur le portail.</p>',
  ja_JP: '<h1>利用規約</h1><p>この学習ポータルを利用することで、学校の学習ルールに従い、他の学習者を尊重し、教材を自分の学習のためだけに使うことに同意したものとみなされます。</p><p>学校はこの規約を更新することがあり、重要な変更はポータルでお知らせします。</p>',
  ko_KR: '<h1>서비스 약관</h1><p>이 학습 포털을 이용하면 학교의 학습 규칙을 따르고, 다른 학습자를 존중하며, 강의 자료를 본인의 학습에만 사용하는 데 동의하는 것입니다.</p><p>학교는 이 약관을 변경할 수 있으며, 중요한 변경 사항은 포털에 공지됩니다.</p>',
  pt_BR: '<h1>Termos de serviço</h1><p>Ao usar este portal de aprendizagem, você concorda em seguir as regras da escola, respeitar os outros alunos e usar o material dos cursos apenas para o seu próprio aprendizado.</p><p>A escola pode atualizar estes termos; mudanças importantes são anunciadas no portal.</p>',
};

/** The store's landing words (/introduce) until the store decorates its own. */
export const STORE_INTRODUCTION: LocalizedText = {
  zh_CN: '<h1>开设您的在线学习店铺</h1><p>几分钟内创建学校，装修首页，发布课程并开始招生。</p>',
  en_US: '<h1>Open your online learning store</h1><p>Create a school in minutes, decorate its home page, publish courses and welcome learners.</p>',
  es_ES: '<h1>Abre tu tienda de aprendizaje en línea</h1><p>Crea una escuela en minutos, decora su página de inicio, publica cursos y da la bienvenida a estudiantes.</p>',
  ru_RU: '<h1>Откройте свой онлайн-магазин обучения</h1><p>Создайте школу за несколько минут, оформите главную страницу, опубликуйте курсы и принимайте учащихся.</p>',
  ar_SA: '<h1>افتح متجر التعلم الخاص بك عبر الإنترنت</h1><p>أنشئ مدرسة في دقائق، وصمّم صفحتها الرئيسية، وانشر الدورات، ورحّب بالمتعلمين.</p>',
  pl_PL: '<h1>Otwórz własny sklep z nauką online</h1><p>Utwórz szkołę w kilka minut, ozdób jej stronę główną, opublikuj kursy i przyjmuj uczniów.</p>',
  de_DE: '<h1>Eröffnen Sie Ihren Online-Lernshop</h1><p>Erstellen Sie in wenigen Minuten eine Schule, gestalten Sie die Startseite, veröffentlichen Sie Kurse und begrüßen Sie Lernende.</p>',
  tr_TR: '<h1>Çevrim içi öğrenme mağazanızı açın</h1><p>Dakikalar içinde bir okul oluşturun, ana sayfasını düzenleyin, kurs yayımlayın ve öğrencileri karşılayın.</p>',
  fr_FR: '<h1>Ouvrez votre boutique d\'apprentissage en ligne</h1><p>Créez une école en quelques minutes, décorez sa page d\'accueil, publiez des cours et accueillez des apprenants.</p>',
  ja_JP: '<h1>オンライン学習ストアを開こう</h1><p>数分で学校を作成し、ホームページを装飾し、コースを公開して学習者を迎えましょう。</p>',
  ko_KR: '<h1>온라인 학습 스토어를 열어 보세요</h1><p>몇 분 만에 학교를 만들고, 홈페이지를 꾸미고, 과정을 게시해 학습자를 맞이하세요.</p>',
  pt_BR: '<h1>Abra sua loja de aprendizagem online</h1><p>Crie uma escola em minutos, decore a página inicial, publique cursos e receba alunos.</p>',
};

/** The heading of the open-school list on the store's landing page. */
export const OPEN_SCHOOLS_TITLE: LocalizedText = {
  zh_CN: '开放学校', en_US: 'Open schools', es_ES: 'Escuelas abiertas', ru_RU: 'Открытые школы', ar_SA: 'المدارس المفتوحة', pl_PL: 'Otwarte szkoły',
  de_DE: 'Offene Schulen', tr_TR: 'Açık okullar', fr_FR: 'Écoles ouvertes', ja_JP: '公開中の学校', ko_KR: '공개 학교', pt_BR: 'Escolas abertas',
};
