import { graphql } from '../../graphql/generated/browser';

/** The résumé photo's calls from the browser (a multipart upload, and its removal). */

export const resumePhotoFields = graphql(`
  fragment ResumePhotoFields on Resume {
    id
    photo {
      dataUrl
      width
      height
    }
  }
`);

export const uploadResumePhotoDocument = graphql(`
  mutation UploadResumePhoto($input: UploadResumePhotoInput!) {
    uploadResumePhoto(input: $input) {
      resume {
        ...ResumePhotoFields
      }
    }
  }
`);

export const removeResumePhotoDocument = graphql(`
  mutation RemoveResumePhoto($input: RemoveResumePhotoInput!) {
    removeResumePhoto(input: $input) {
      resume {
        ...ResumePhotoFields
      }
    }
  }
`);
