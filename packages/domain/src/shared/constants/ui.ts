/** §9 modal widths by size, px. */
export const MODAL_WIDTHS = { mobile: 375, small: 480, medium: 768, large: 960, wide: 1535 } as const;
export type ModalSize = keyof typeof MODAL_WIDTHS;
export const MODAL_OVERLAY_Z_INDEX = 9999;
export const MODAL_FADE_MS = 200;

/** §9 layout breakpoints, px. */
export const BREAKPOINTS = { xl: 1200, lg: 992, md: 768, sm: 576, xs: 480 } as const;

/** §2, §9: secondary navigation collapses to a dropdown below this width, px. */
export const NAVIGATION_COLLAPSE_WIDTH = 767;
export const MENU_TRANSITION_MS = 200;
export const MENU_ARROW_TRANSITION_MS = 150;

/** §9 icon size and header heights, px. */
export const ICON_DEFAULT_SIZE = '1.5rem';
export const HEADER_HEIGHT_DESKTOP = 120;
export const HEADER_HEIGHT_MOBILE = 75;

/** §9 tooltip geometry and timings. */
export const TOOLTIP = {
  maxWidth: 420,
  offset: 10,
  helpIconHideDelayMs: 500,
  clickableHideDelayMs: 100,
  positionThrottleMs: 50,
} as const;

/** §9 partner shop image sizes, px; cards swap the 500 px image for the 190 px one. */
export const SHOP_IMAGE_SIZES = { default: 500, card: 190, thumbnail: 130, smallThumbnail: 60 } as const;

/** §2, §9: the image URL a product card shows. */
export function cardImageUrl(url: string): string {
  if (url.includes('500x500')) return url.replace('500x500', '190x190');
  return url.replace(/500(?!.*500)/, '190');
}
