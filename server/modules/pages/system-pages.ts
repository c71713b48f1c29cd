import { SYSTEM_PAGE_CODES, type SystemPageCode } from '../../../blocks/system-pages';
import type { LocalizedText } from '../../../schemas/localized-text';

// A new school's system pages start with their names in every supported language, so the page title reads in
// the visitor's language; administrators may rename them later like any page.
const NAMES: Record<SystemPageCode, LocalizedText> = {
  home: {
    zh_CN: '首页', en_US: 'Home', es_ES: 'Inicio', ru_RU: 'Главная', ar_SA: 'الرئيسية', pl_PL: 'Strona główna',
    de_DE: 'Startseite', tr_TR: 'Ana sayfa', fr_FR: 'Accueil', ja_JP: 'ホーム', ko_KR: '홈', pt_BR: 'Início',
  },
  search: {
    zh_CN: '搜索', en_US: 'Search', es_ES: 'Búsqueda', ru_RU: 'Поиск', ar_SA: 'بحث', pl_PL: 'Wyszukiwanie',
    de_DE: 'Suche', tr_TR: 'Arama', fr_FR: 'Recherche', ja_JP: '検索', ko_KR: '검색', pt_BR: 'Pesquisa',
  },
  login: {
    zh_CN: '登录', en_US: 'Login', es_ES: 'Iniciar sesión', ru_RU: 'Вход', ar_SA: 'تسجيل الدخول', pl_PL: 'Logowanie',
    de_DE: 'Anmeldung', tr_TR: 'Giriş', fr_FR: 'Connexion', ja_JP: 'ログイン', ko_KR: '로그인', pt_BR: 'Entrar',
  },
  'class-view': {
    zh_CN: '班级', en_US: 'Class', es_ES: 'Grupo', ru_RU: 'Группа', ar_SA: 'الفصل', pl_PL: 'Klasa',
    de_DE: 'Klasse', tr_TR: 'Sınıf', fr_FR: 'Classe', ja_JP: 'クラス', ko_KR: '반', pt_BR: 'Turma',
  },
  'check-view': {
    zh_CN: '课程签到', en_US: 'Session sign-in', es_ES: 'Registro de asistencia', ru_RU: 'Отметка на занятии', ar_SA: 'تسجيل الحضور', pl_PL: 'Potwierdzenie obecności',
    de_DE: 'Anwesenheit', tr_TR: 'Derse katılım', fr_FR: 'Émargement', ja_JP: '出席登録', ko_KR: '출석 체크', pt_BR: 'Registro de presença',
  },
  feedback: {
    zh_CN: '意见反馈', en_US: 'Feedback', es_ES: 'Comentarios', ru_RU: 'Обратная связь', ar_SA: 'الملاحظات', pl_PL: 'Opinie',
    de_DE: 'Rückmeldung', tr_TR: 'Geri bildirim', fr_FR: 'Avis', ja_JP: 'フィードバック', ko_KR: '의견', pt_BR: 'Comentários',
  },
  'school-detail': {
    zh_CN: '学校详情', en_US: 'School details', es_ES: 'Detalles de la escuela', ru_RU: 'О школе', ar_SA: 'تفاصيل المدرسة', pl_PL: 'Szczegóły szkoły', de_DE: 'Schuldetails', tr_TR: 'Okul ayrıntıları', fr_FR: "Détails de l'école", ja_JP: '学校の詳細', ko_KR: '학교 상세', pt_BR: 'Detalhes da escola',
  },
  'sub-portal': {
    zh_CN: '分校门户', en_US: 'Branch portal', es_ES: 'Portal de la sede', ru_RU: 'Портал филиала', ar_SA: 'بوابة الفرع', pl_PL: 'Portal oddziału', de_DE: 'Zweigportal', tr_TR: 'Şube portalı', fr_FR: "Portail de l'antenne", ja_JP: '分校ポータル', ko_KR: '분교 포털', pt_BR: 'Portal da filial',
  },
  'sub-schools': {
    zh_CN: '分校', en_US: 'Sub-schools', es_ES: 'Sedes', ru_RU: 'Филиалы', ar_SA: 'المدارس الفرعية', pl_PL: 'Oddziały', de_DE: 'Zweigschulen', tr_TR: 'Alt okullar', fr_FR: 'Antennes', ja_JP: '分校一覧', ko_KR: '분교', pt_BR: 'Filiais',
  },
  'fans': {
    zh_CN: '粉丝', en_US: 'Fans', es_ES: 'Seguidores', ru_RU: 'Подписчики', ar_SA: 'المتابعون', pl_PL: 'Obserwujący', de_DE: 'Anhänger', tr_TR: 'Takipçiler', fr_FR: 'Abonnés', ja_JP: 'ファン', ko_KR: '팬', pt_BR: 'Seguidores',
  },
  'more': {
    zh_CN: '更多', en_US: 'More', es_ES: 'Más', ru_RU: 'Ещё', ar_SA: 'المزيد', pl_PL: 'Więcej', de_DE: 'Mehr', tr_TR: 'Daha fazla', fr_FR: 'Plus', ja_JP: 'もっと見る', ko_KR: '더 보기', pt_BR: 'Mais',
  },
  'o3-school': {
    zh_CN: '项目学院', en_US: 'Project school', es_ES: 'Escuela de proyectos', ru_RU: 'Школа проектов', ar_SA: 'مدرسة المشاريع', pl_PL: 'Szkoła projektów', de_DE: 'Projektschule', tr_TR: 'Proje okulu', fr_FR: 'École de projets', ja_JP: 'プロジェクトスクール', ko_KR: '프로젝트 학교', pt_BR: 'Escola de projetos',
  },
  'o3-new-project': {
    zh_CN: '新建项目', en_US: 'New project', es_ES: 'Nuevo proyecto', ru_RU: 'Новый проект', ar_SA: 'مشروع جديد', pl_PL: 'Nowy projekt', de_DE: 'Neues Projekt', tr_TR: 'Yeni proje', fr_FR: 'Nouveau projet', ja_JP: '新規プロジェクト', ko_KR: '새 프로젝트', pt_BR: 'Novo projeto',
  },
  'o3-course-more': {
    zh_CN: '全部课程', en_US: 'All courses', es_ES: 'Todos los cursos', ru_RU: 'Все курсы', ar_SA: 'كل الدورات', pl_PL: 'Wszystkie kursy', de_DE: 'Alle Kurse', tr_TR: 'Tüm kurslar', fr_FR: 'Tous les cours', ja_JP: 'すべてのコース', ko_KR: '전체 과정', pt_BR: 'Todos os cursos',
  },
  'o3-case-more': {
    zh_CN: '案例中心', en_US: 'Case center', es_ES: 'Centro de casos', ru_RU: 'Центр кейсов', ar_SA: 'مركز الحالات', pl_PL: 'Centrum przypadków', de_DE: 'Fallzentrum', tr_TR: 'Vaka merkezi', fr_FR: 'Centre de cas', ja_JP: '事例センター', ko_KR: '사례 센터', pt_BR: 'Central de casos',
  },
  'o3-more': {
    zh_CN: '全部项目', en_US: 'All projects', es_ES: 'Todos los proyectos', ru_RU: 'Все проекты', ar_SA: 'كل المشاريع', pl_PL: 'Wszystkie projekty', de_DE: 'Alle Projekte', tr_TR: 'Tüm projeler', fr_FR: 'Tous les projets', ja_JP: 'すべてのプロジェクト', ko_KR: '전체 프로젝트', pt_BR: 'Todos os projetos',
  },
  'person-space': {
    zh_CN: '个人空间', en_US: 'Personal space', es_ES: 'Espacio personal', ru_RU: 'Личное пространство', ar_SA: 'المساحة الشخصية', pl_PL: 'Przestrzeń osobista', de_DE: 'Persönlicher Bereich', tr_TR: 'Kişisel alan', fr_FR: 'Espace personnel', ja_JP: '個人スペース', ko_KR: '개인 공간', pt_BR: 'Espaço pessoal',
  },
  'orders': {
    zh_CN: '订单', en_US: 'Orders', es_ES: 'Pedidos', ru_RU: 'Заказы', ar_SA: 'الطلبات', pl_PL: 'Zamówienia', de_DE: 'Bestellungen', tr_TR: 'Siparişler', fr_FR: 'Commandes', ja_JP: '注文', ko_KR: '주문', pt_BR: 'Pedidos',
  },
  'community': {
    zh_CN: '社区', en_US: 'Community', es_ES: 'Comunidad', ru_RU: 'Сообщество', ar_SA: 'المجتمع', pl_PL: 'Społeczność', de_DE: 'Gemeinschaft', tr_TR: 'Topluluk', fr_FR: 'Communauté', ja_JP: 'コミュニティ', ko_KR: '커뮤니티', pt_BR: 'Comunidade',
  },
  'service': {
    zh_CN: '服务条款', en_US: 'Terms of service', es_ES: 'Condiciones del servicio', ru_RU: 'Условия обслуживания', ar_SA: 'شروط الخدمة', pl_PL: 'Warunki korzystania', de_DE: 'Nutzungsbedingungen', tr_TR: 'Hizmet koşulları', fr_FR: "Conditions d'utilisation", ja_JP: '利用規約', ko_KR: '서비스 약관', pt_BR: 'Termos de serviço',
  },
  'introduce': {
    zh_CN: '店铺介绍', en_US: 'Store introduction', es_ES: 'Presentación de la tienda', ru_RU: 'О магазине', ar_SA: 'تعريف المتجر', pl_PL: 'O sklepie', de_DE: 'Shop-Vorstellung', tr_TR: 'Mağaza tanıtımı', fr_FR: 'Présentation de la boutique', ja_JP: 'ストア紹介', ko_KR: '스토어 소개', pt_BR: 'Apresentação da loja',
  },
};

/** Pages every school has from the start (runtime routes map to these codes); each starts as an empty draft. */
export const SYSTEM_PAGES: readonly { code: SystemPageCode; name: LocalizedText }[] = SYSTEM_PAGE_CODES.map((code) => ({ code, name: NAMES[code] }));

/** Whether a page code is a system page's. */
export function isSystemPageCode(code: string): code is SystemPageCode {
  return (SYSTEM_PAGE_CODES as readonly string[]).includes(code);
}
