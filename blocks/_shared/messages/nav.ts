import type { Message } from './message';

/** Messages of the navigation header. */
export const nav = {
  'nav.login': { zh_CN: "登录", en_US: "Log in", es_ES: "Iniciar sesión", ru_RU: "Войти", ar_SA: "تسجيل الدخول", pl_PL: "Zaloguj się", de_DE: "Anmelden", tr_TR: "Giriş yap", fr_FR: "Se connecter", ja_JP: "ログイン", ko_KR: "로그인", pt_BR: "Entrar" },
  'nav.logout': { zh_CN: "退出登录", en_US: "Log out", es_ES: "Cerrar sesión", ru_RU: "Выйти", ar_SA: "تسجيل الخروج", pl_PL: "Wyloguj się", de_DE: "Abmelden", tr_TR: "Çıkış yap", fr_FR: "Se déconnecter", ja_JP: "ログアウト", ko_KR: "로그아웃", pt_BR: "Sair" },
  'nav.menu': { zh_CN: "主导航", en_US: "Main navigation", es_ES: "Navegación principal", ru_RU: "Основная навигация", ar_SA: "التنقل الرئيسي", pl_PL: "Nawigacja główna", de_DE: "Hauptnavigation", tr_TR: "Ana gezinme", fr_FR: "Navigation principale", ja_JP: "メインナビゲーション", ko_KR: "주 메뉴", pt_BR: "Navegação principal" },
  'nav.language': { zh_CN: "语言", en_US: "Language", es_ES: "Idioma", ru_RU: "Язык", ar_SA: "اللغة", pl_PL: "Język", de_DE: "Sprache", tr_TR: "Dil", fr_FR: "Langue", ja_JP: "言語", ko_KR: "언어", pt_BR: "Idioma" },
  'nav.home': { zh_CN: "首页", en_US: "Home", es_ES: "Inicio", ru_RU: "Главная", ar_SA: "الرئيسية", pl_PL: "Strona główna", de_DE: "Startseite", tr_TR: "Ana sayfa", fr_FR: "Accueil", ja_JP: "ホーム", ko_KR: "홈", pt_BR: "Início" },
  'nav.submenu': { zh_CN: "{name} 子菜单", en_US: "{name} submenu", es_ES: "Submenú de {name}", ru_RU: "Подменю «{name}»", ar_SA: "القائمة الفرعية {name}", pl_PL: "Podmenu {name}", de_DE: "Untermenü {name}", tr_TR: "{name} alt menüsü", fr_FR: "Sous-menu {name}", ja_JP: "{name}のサブメニュー", ko_KR: "{name} 하위 메뉴", pt_BR: "Submenu de {name}" },
  'nav.account': { zh_CN: "账号", en_US: "Account", es_ES: "Cuenta", ru_RU: "Аккаунт", ar_SA: "الحساب", pl_PL: "Konto", de_DE: "Konto", tr_TR: "Hesap", fr_FR: "Compte", ja_JP: "アカウント", ko_KR: "계정", pt_BR: "Conta" },
} satisfies Record<string, Message>;
