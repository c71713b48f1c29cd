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
};

/** Pages every school has from the start (runtime routes map to these codes); each starts as an empty draft. */
export const SYSTEM_PAGES: readonly { code: SystemPageCode; name: LocalizedText }[] = SYSTEM_PAGE_CODES.map((code) => ({ code, name: NAMES[code] }));

/** Whether a page code is a system page's. */
export function isSystemPageCode(code: string): code is SystemPageCode {
  return (SYSTEM_PAGE_CODES as readonly string[]).includes(code);
}
