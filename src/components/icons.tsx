// Tiny inline SVG icons for antd-free screens (no @ant-design/icons runtime). Decorative: always aria-hidden;
// the surrounding control carries the accessible name. 1em square, currentColor. One module per icon
// (icon-set/): a chunk carries only the icons it renders, not all of them (issue 22).
export { svg, type IconProps } from './icon-set/svg';
export { ArrowLeftIcon } from './icon-set/arrow-left';
export { ArrowUpIcon } from './icon-set/arrow-up';
export { HeartIcon } from './icon-set/heart';
export { DollarIcon } from './icon-set/dollar';
export { MessageIcon } from './icon-set/message';
export { StarIcon } from './icon-set/star';
export { ShareIcon } from './icon-set/share';
export { FlagIcon } from './icon-set/flag';
export { CheckCircleIcon } from './icon-set/check-circle';
export { HomeIcon } from './icon-set/home';
export { PlusCircleIcon } from './icon-set/plus-circle';
export { TeamIcon } from './icon-set/team';
export { EmptyIcon } from './icon-set/empty';
export { SearchIcon } from './icon-set/search';
export { PaperclipIcon } from './icon-set/paperclip';
export { SmileIcon } from './icon-set/smile';
export { LockIcon } from './icon-set/lock';
export { EyeIcon } from './icon-set/eye';
