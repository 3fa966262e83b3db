import { msg } from "@lingui/core/macro";

/**
 * The shared interface texts that no widget here shows itself, as message descriptors for the
 * elements to translate at render time: `i18n._(backToTop)`, `i18n._(pageOfPages(2, 9))` (`i18n`
 * from `useLingui()`). Texts the widgets show (Loading, Close, Clear, Show/Hide password, Show
 * more/less, Copy code, Code copied, password strength, base price) live in the widgets.
 */

export const backToTop = msg`Back to top`;
export const pageOfPages = (page: number, pages: number) => msg`Page ${page} of ${pages}`;
export const previousPage = msg`Previous page`;
export const nextPage = msg`Next page`;
export const energyEfficiencyClass = (grade: string) => msg`Energy efficiency class ${grade}`;
export const removeFile = (fileName: string) => msg`Remove ${fileName}`;
export const search = msg`Search`;
export const increaseQuantity = msg`Increase quantity`;
export const decreaseQuantity = msg`Decrease quantity`;
export const nationalPhoneNumber = msg`National phone number`;
/** The area code field of a Turkish phone number. */
export const areaCode = msg`Area code`;
export const insertSuggestion = (suggestion: string) => msg`Insert ${suggestion} into search`;
export const skipList = msg`Skip list`;
/** A slider's buttons: it scrolls a row of items. */
export const sliderPrevious = msg`Previous items`;
export const sliderNext = msg`Next items`;
/** A slideshow's buttons: it shows one slide at a time. */
export const slideshowPrevious = msg`Previous slide`;
export const slideshowNext = msg`Next slide`;
