import type { LucideIcon } from 'lucide-react';
// One import per icon (lucide's per-icon entry points), so the designer's chunk holds only the icons listed here.
import BookOpen from 'lucide-react/icons/book-open';
import Box from 'lucide-react/icons/box';
import ChevronDown from 'lucide-react/icons/chevron-down';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import ClipboardPaste from 'lucide-react/icons/clipboard-paste';
import Code from 'lucide-react/icons/code';
import Columns2 from 'lucide-react/icons/columns-2';
import Copy from 'lucide-react/icons/copy';
import CopyPlus from 'lucide-react/icons/copy-plus';
import IndentDecrease from 'lucide-react/icons/list-indent-decrease';
import IndentIncrease from 'lucide-react/icons/list-indent-increase';
import CornerLeftUp from 'lucide-react/icons/corner-left-up';
import Ellipsis from 'lucide-react/icons/ellipsis';
import ExternalLink from 'lucide-react/icons/external-link';
import Eye from 'lucide-react/icons/eye';
import Flame from 'lucide-react/icons/flame';
import GalleryHorizontal from 'lucide-react/icons/gallery-horizontal';
import Bold from 'lucide-react/icons/bold';
import Heading2 from 'lucide-react/icons/heading-2';
import Heading3 from 'lucide-react/icons/heading-3';
import History from 'lucide-react/icons/history';
import Image from 'lucide-react/icons/image';
import ImagePlus from 'lucide-react/icons/image-plus';
import Inbox from 'lucide-react/icons/inbox';
import Italic from 'lucide-react/icons/italic';
import Keyboard from 'lucide-react/icons/keyboard';
import Languages from 'lucide-react/icons/languages';
import Layers from 'lucide-react/icons/layers';
import Lightbulb from 'lucide-react/icons/lightbulb';
import Link from 'lucide-react/icons/link';
import List from 'lucide-react/icons/list';
import ListOrdered from 'lucide-react/icons/list-ordered';
import ListTree from 'lucide-react/icons/list-tree';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import Map from 'lucide-react/icons/map';
import Maximize from 'lucide-react/icons/maximize';
import Megaphone from 'lucide-react/icons/megaphone';
import Minus from 'lucide-react/icons/minus';
import Monitor from 'lucide-react/icons/monitor';
import MoveVertical from 'lucide-react/icons/move-vertical';
import PanelBottom from 'lucide-react/icons/panel-bottom';
import PanelTop from 'lucide-react/icons/panel-top';
import Play from 'lucide-react/icons/play';
import Radio from 'lucide-react/icons/radio';
import Redo2 from 'lucide-react/icons/redo-2';
import Rocket from 'lucide-react/icons/rocket';
import Save from 'lucide-react/icons/save';
import School from 'lucide-react/icons/school';
import Search from 'lucide-react/icons/search';
import Smartphone from 'lucide-react/icons/smartphone';
import Sparkles from 'lucide-react/icons/sparkles';
import Square from 'lucide-react/icons/square';
import Star from 'lucide-react/icons/star';
import Tablet from 'lucide-react/icons/tablet';
import Trash2 from 'lucide-react/icons/trash-2';
import Trophy from 'lucide-react/icons/trophy';
import Type from 'lucide-react/icons/type';
import Undo2 from 'lucide-react/icons/undo-2';
import Users from 'lucide-react/icons/users';
import X from 'lucide-react/icons/x';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import FileText from 'lucide-react/icons/file-text';
import Briefcase from 'lucide-react/icons/briefcase';
import CalendarDays from 'lucide-react/icons/calendar-days';
import ChartLine from 'lucide-react/icons/chart-line';
import ClipboardList from 'lucide-react/icons/clipboard-list';
import FilePlus from 'lucide-react/icons/file-plus';
import FolderKanban from 'lucide-react/icons/folder-kanban';
import GraduationCap from 'lucide-react/icons/graduation-cap';
import Heart from 'lucide-react/icons/heart';
import LayoutGrid from 'lucide-react/icons/layout-grid';
import Library from 'lucide-react/icons/library';
import MapPin from 'lucide-react/icons/map-pin';
import MessageSquare from 'lucide-react/icons/message-square';
import MessagesSquare from 'lucide-react/icons/messages-square';
import Paperclip from 'lucide-react/icons/paperclip';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import SquareCheck from 'lucide-react/icons/square-check';
import UserRound from 'lucide-react/icons/user-round';
import Wrench from 'lucide-react/icons/wrench';

/**
 * Every icon the designer draws, by its lucide name (kebab case). Block definitions name their palette
 * icon here (`palette.icon`); an unknown name draws the generic box.
 */
export const ICONS = {
  'arrow-down': ArrowDown,
  'arrow-up': ArrowUp,
  bold: Bold,
  'book-open': BookOpen,
  box: Box,
  'chevron-down': ChevronDown,
  'clipboard-check': ClipboardCheck,
  'clipboard-paste': ClipboardPaste,
  code: Code,
  'columns-2': Columns2,
  copy: Copy,
  'copy-plus': CopyPlus,
  'indent-decrease': IndentDecrease,
  'indent-increase': IndentIncrease,
  'corner-left-up': CornerLeftUp,
  ellipsis: Ellipsis,
  'external-link': ExternalLink,
  eye: Eye,
  'file-text': FileText,
  flame: Flame,
  'gallery-horizontal': GalleryHorizontal,
  'heading-2': Heading2,
  'heading-3': Heading3,
  history: History,
  image: Image,
  'image-plus': ImagePlus,
  inbox: Inbox,
  italic: Italic,
  keyboard: Keyboard,
  languages: Languages,
  layers: Layers,
  lightbulb: Lightbulb,
  link: Link,
  list: List,
  'list-ordered': ListOrdered,
  'list-tree': ListTree,
  'loader-circle': LoaderCircle,
  map: Map,
  maximize: Maximize,
  megaphone: Megaphone,
  minus: Minus,
  monitor: Monitor,
  'move-vertical': MoveVertical,
  'panel-bottom': PanelBottom,
  'panel-top': PanelTop,
  play: Play,
  radio: Radio,
  'redo-2': Redo2,
  rocket: Rocket,
  save: Save,
  school: School,
  search: Search,
  smartphone: Smartphone,
  sparkles: Sparkles,
  square: Square,
  star: Star,
  tablet: Tablet,
  'trash-2': Trash2,
  trophy: Trophy,
  type: Type,
  'undo-2': Undo2,
  users: Users,
  x: X,
  briefcase: Briefcase,
  'calendar-days': CalendarDays,
  'chart-line': ChartLine,
  'clipboard-list': ClipboardList,
  'file-plus': FilePlus,
  'folder-kanban': FolderKanban,
  'graduation-cap': GraduationCap,
  heart: Heart,
  'layout-grid': LayoutGrid,
  library: Library,
  'map-pin': MapPin,
  'message-square': MessageSquare,
  'messages-square': MessagesSquare,
  paperclip: Paperclip,
  'shopping-cart': ShoppingCart,
  'square-check': SquareCheck,
  'user-round': UserRound,
  wrench: Wrench,
} satisfies Record<string, LucideIcon>;

export type IconName = keyof typeof ICONS;

/** Whether a string names one of the designer's icons. */
export function isIconName(name: string): name is IconName {
  return Object.hasOwn(ICONS, name);
}
