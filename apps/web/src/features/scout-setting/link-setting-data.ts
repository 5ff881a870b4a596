import { errorMessage } from '@jobsite/domain/errors';
import { memberRequest } from '@/features/mypage/member-graphql';
import { graphql } from '@/graphql/generated';
import { GraphQLRequestError } from '@/lib/graphql/operation';
import { LINK_PROBLEM_MESSAGES, linkProblemOf } from '@/lib/link-access';

/**
 * The scout settings a scout mail links to (scoutSetting / saveScoutSetting with the link's
 * `scout-setting` token, decision 0026). Requests go with the browser's session cookie when
 * there is one, so a member opening their own link signed in is let in by the session too.
 */

const linkScoutSettingQuery = graphql(`
  query LinkScoutSetting($conversionId: String!, $token: String) {
    scoutSetting(conversionId: $conversionId, token: $token) {
      ...ScoutSettingFields
    }
    occupationCategories {
      id
      name
    }
  }
`);

export const saveScoutSettingMutation = graphql(`
  mutation SaveScoutSetting($input: SaveScoutSettingInput!) {
    saveScoutSetting(input: $input) {
      setting {
        ...ScoutSettingFields
      }
    }
  }
`);

export type LinkScoutSetting =
  | {
      status: 'ready';
      setting: { scoutStatus: string; scoutAllowOccupationCategoryIds: string[] };
      occupationCategories: Array<{ id: string; name: string }>;
    }
  | { status: 'refused'; message: string };

/** The settings behind a link, or the Japanese message of why the link opens nothing. */
export async function loadLinkScoutSetting(
  link: { conversionId: string; token: string | null } | null,
): Promise<LinkScoutSetting> {
  if (!link) return { status: 'refused', message: LINK_PROBLEM_MESSAGES.missing };
  try {
    const data = await memberRequest(linkScoutSettingQuery, link);
    return {
      status: 'ready',
      setting: {
        scoutStatus: data.scoutSetting.scoutStatus,
        scoutAllowOccupationCategoryIds: [...data.scoutSetting.scoutAllowOccupationCategoryIds],
      },
      occupationCategories: data.occupationCategories.map(({ id, name }) => ({ id, name })),
    };
  } catch (error) {
    const problem = linkProblemOf(error);
    if (problem) return { status: 'refused', message: LINK_PROBLEM_MESSAGES[problem] };
    const code = error instanceof GraphQLRequestError ? error.code : null;
    return { status: 'refused', message: errorMessage(code ?? 'UPSTREAM_UNAVAILABLE') };
  }
}
