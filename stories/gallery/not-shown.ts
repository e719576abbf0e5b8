// Machines of the /flows catalogue without a gallery file, with the reason (docs/architecture.md, "The component
// catalogue"). test/machines/state-gallery.test.ts fails for a machine that has neither a gallery file
// (stories/gallery/<machine id>.gallery.tsx) nor a line here, and for one that has both.

export const notShown: Record<string, string> = {
  'chat-live':
    'its one actor per tab is made with createActor in src/shop/chat-live.ts (started by the first follower of the chat), not through @xstate/react, so a story cannot resume it; its states are the chat stream connection’s, of which the views draw only whether it is reconnecting (useChatReconnecting: a notice in an open conversation)',
};
