// The screen widths the layout changes at: theme.media's queries, and useNarrowScreen() for what differs in the DOM.
// A module of its own so the hook, shared by the shell and lazy pages, does not pull the whole theme out of the
// entry chunk with it (the bundle budget).
export const breakpoints = {
  /** Mobile layout applies at 1180px or below (spec part 2 §2). */
  mobileMax: 1180,
  small: 600,
};
