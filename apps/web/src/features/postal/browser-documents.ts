import { graphql } from '../../graphql/generated/lazy';

/**
 * The address of a postal code, asked by the browser when a form's 郵便番号 holds seven digits
 * (codegen puts it in generated/lazy/, loaded only with the lookup script). Public.
 */
export const postalAddressDocument = graphql(`
  query PostalAddress($postalCode: String!) {
    postalAddress(postalCode: $postalCode) {
      postalCode
      prefecture {
        id
        name
      }
      municipalityName
      town
    }
  }
`);
