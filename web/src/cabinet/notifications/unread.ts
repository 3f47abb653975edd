import { create } from "zustand";
import { notificationsApi } from "../../api/notifications";

// The unread count the bell shows, shared with the notifications page so
// that marking read there updates the bell at once.
interface UnreadState {
  count: number | null;
  set: (count: number) => void;
  refresh: (signal?: AbortSignal) => Promise<void>;
}

export const useUnread = create<UnreadState>((set) => ({
  count: null,
  set: (count) => set({ count }),
  refresh: async (signal) => {
    try {
      set({ count: await notificationsApi.unread(signal) });
    } catch {
      // the bell keeps what it showed; the page says what went wrong
    }
  },
}));
