import { CacheTag } from '@jobsite/domain/web-cache';
import { graphql } from '@/graphql/generated';
import { cachedQuery, REVALIDATE } from '@/lib/graphql/server';
import { occupationCategoryById, occupationGroups, qualificationGroups } from './options';
import { type SignupChoices, signupChoicesFrom } from './signup-choices';

const signupFormQuery = graphql(`
  query SignupForm {
    Signup {
      desiredOccupations {
        id
        name
        occupationCategory {
          id
          name
        }
      }
      qualifications {
        id
        name
        category {
          id
          name
        }
        occupationCategories {
          id
        }
      }
    }
  }
`);

/**
 * The sign-up form's choices as the api serves them (the `Signup` query, cached like other
 * master data). While the api cannot be reached the same masters it serves them from fill
 * in, so the page still opens (sign-up itself needs the api anyway).
 */
export async function loadSignupChoices(): Promise<SignupChoices> {
  try {
    const data = await cachedQuery(
      signupFormQuery,
      {},
      { revalidate: REVALIDATE.master, tags: [CacheTag.master] },
    );
    return signupChoicesFrom(data.Signup);
  } catch {
    return {
      occupationGroups: occupationGroups(),
      occupationCategoryById: occupationCategoryById(),
      qualificationGroups: qualificationGroups(),
    };
  }
}
