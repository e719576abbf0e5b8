/**
 * How many cards of a page's first grid are drawn on its first screen (two rows of a phone's two columns): their
 * pictures load at once, the others when scrolled near (`loading="lazy"`). A lazy picture on the first screen starts
 * only once the page is laid out, and is most often the page's largest paint (LCP).
 */
export const FIRST_SCREEN_CARDS = 4;

/** The `loading` of the picture of the card at `index` of a page's first grid. */
export const pictureLoading = (index: number): 'eager' | 'lazy' => (index < FIRST_SCREEN_CARDS ? 'eager' : 'lazy');
