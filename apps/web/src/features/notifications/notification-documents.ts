import { graphql } from '@/graphql/generated';

export const notificationSettingsQuery = graphql(`
  query NotificationSettingsPage {
    notificationSettings {
      settings {
        kind
        site
        email
        line
      }
      email
      lineLinked
      conversionId
    }
  }
`);

export const saveNotificationSettingsMutation = graphql(`
  mutation SaveNotificationSettings($input: SaveNotificationSettingsInput!) {
    saveNotificationSettings(input: $input) {
      notificationSettings {
        settings {
          kind
        }
      }
    }
  }
`);

export const unsubscribeMutation = graphql(`
  mutation UnsubscribeNotifications($input: UnsubscribeNotificationsInput!) {
    unsubscribeNotifications(input: $input) {
      kind
    }
  }
`);

export const connectLineMutation = graphql(`
  mutation ConnectLineFromSettings($input: ConnectCvToLineUserInput!) {
    connectCvToLineUser(input: $input) {
      conversionId
    }
  }
`);
