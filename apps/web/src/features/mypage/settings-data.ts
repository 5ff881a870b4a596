import { graphql } from '@/graphql/generated';
import { paths } from '@/lib/paths';
import { loadMemberPage } from './member-graphql';

/** What a scout settings page reads (/member/settings/, /scout-setting/): one selection. */
graphql(`
  fragment ScoutSettingFields on Setting {
    scoutStatus
    scoutAllowOccupationCategoryIds
    isReceiveScout
  }
`);

const mySettingQuery = graphql(`
  query MySettingPage {
    MySetting {
      setting {
        ...ScoutSettingFields
      }
      occupationCategories {
        id
        name
      }
    }
  }
`);

export const saveSettingMutation = graphql(`
  mutation SaveSetting($input: SaveSettingInput!) {
    saveSetting(input: $input) {
      scoutStatus
      scoutAllowOccupationCategoryIds
      isReceiveScout
    }
  }
`);

/** The scout reception settings and the categories a member can allow. */
export async function loadSettings() {
  const data = await loadMemberPage(mySettingQuery, {}, paths.settings());
  return data.MySetting;
}
