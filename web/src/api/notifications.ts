// The seller's notifications: the list with the unread count, marking
// read, and which kinds come by mail.
import { api, present } from "./client";
import type { Answer, Schema } from "./types";

export type SellerNotification = Schema<"NotificationView">;
export type NotificationPage = Answer<"/v1/cabinet/notifications", "get">;
export type KindSetting = Schema<"KindSetting">;
export type NotificationKind = KindSetting["kind"];

const quiet = { toast: false } as const;

export const notificationsApi = {
  page: (before: number | null, signal?: AbortSignal) =>
    api.get<NotificationPage>(`/v1/cabinet/notifications?per=20${before ? `&before=${before}` : ""}`, { signal, ...quiet }).then(present),
  unread: (signal?: AbortSignal) =>
    api
      .get<Answer<"/v1/cabinet/notifications/unread", "get">>("/v1/cabinet/notifications/unread", { signal, ...quiet })
      .then((r) => present(r).unread),
  markRead: (id: number) =>
    api
      .post<Answer<"/v1/cabinet/notifications/{id}/read", "post">>(`/v1/cabinet/notifications/${id}/read`, {}, quiet)
      .then((r) => present(r).unread),
  markAllRead: () =>
    api
      .post<Answer<"/v1/cabinet/notifications/read_all", "post">>("/v1/cabinet/notifications/read_all", {}, quiet)
      .then((r) => present(r).unread),
  settings: (signal?: AbortSignal) =>
    api
      .get<Answer<"/v1/cabinet/settings/notifications", "get">>("/v1/cabinet/settings/notifications", { signal, ...quiet })
      .then((r) => present(r).settings),
  saveSettings: (settings: KindSetting[]) =>
    api
      .put<Answer<"/v1/cabinet/settings/notifications", "put">>("/v1/cabinet/settings/notifications", { settings }, quiet)
      .then((r) => present(r).settings),
};
