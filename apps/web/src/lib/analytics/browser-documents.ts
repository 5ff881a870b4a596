import { graphql } from '../../graphql/generated/lazy';

/** A step toward a conversion (spec §7 createMicroConversion), loaded with its sender only. */
export const createMicroConversionDocument = graphql(`
  mutation CreateMicroConversion($input: CreateMicroConversionInput!) {
    createMicroConversion(input: $input) {
      microConversionId
    }
  }
`);
