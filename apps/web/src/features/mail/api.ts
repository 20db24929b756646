import {
  mailEndpoints as endpoints,
  type ComposeMailBody,
  type MailConfigBody,
  type NotificationSettings,
  type TestMailBody,
} from '@platfox/domain';
import { queryKeys } from '../../platform/api/queryKeys';
import { call } from '../../platform/api';
import { cachedMutationHook } from '../../platform/api/cachedMutation';
import { dataListKeys } from '../../ui/data-list/keys';

export const mailKeys = queryKeys('mail', {
  config: ['config'],
  sent: (id: string) => ['sent', id],
  notifications: ['notification-settings'],
});

/** Mail (contract/endpoints/mail.ts): configuration, test send, sent mails, notifications. */
export const mailApi = {
  config: (signal?: AbortSignal) =>
    call(endpoints.getMailConfig, {}, { signal }).then((answer) => answer.data),
  saveConfig: (body: MailConfigBody) =>
    call(endpoints.putMailConfig, { body }).then((answer) => answer.data),
  test: (body: TestMailBody) =>
    call(endpoints.postMailConfigTest, { body }).then((answer) => answer.data),
  sent: (id: string, signal?: AbortSignal) =>
    call(endpoints.getSentMail, { params: { id } }, { signal }).then((answer) => answer.data),
  compose: (body: ComposeMailBody) =>
    call(endpoints.postSentMail, { body }).then((answer) => answer.data),
  notifications: (signal?: AbortSignal) =>
    call(endpoints.getNotificationSettings, {}, { signal }).then((answer) => answer.data),
  saveNotifications: (body: NotificationSettings) =>
    call(endpoints.putNotificationSettings, { body }).then((answer) => answer.data),
};

/** A change of the configuration reads it again; a test send or a mail adds rows to the list. */
export const useMailMutation = cachedMutationHook([
  mailKeys.config,
  mailKeys.notifications,
  dataListKeys.model('sent-mail'),
]);
