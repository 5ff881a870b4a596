import { graphql } from '../../graphql/generated/browser';

/**
 * The operations the message pages send from the browser (codegen puts them in the browser
 * output, generated/browser/): rooms, a room's messages, sending, read receipts and notices.
 */

export const interviewProposalFields = graphql(`
  fragment InterviewProposalFields on InterviewProposal {
    id
    status
    place
    answeredAt
    slots {
      id
      startsAt
      endsAt
      isPast
    }
    chosenSlot {
      id
      startsAt
      endsAt
    }
  }
`);

export const messagesMessageFields = graphql(`
  fragment MessagesMessageFields on Message {
    id
    content
    contentType
    isSentByUser
    readAt
    createdAt
    file {
      name
      contentType
    }
    interviewProposal {
      ...InterviewProposalFields
    }
  }
`);

export const messagesRoomFields = graphql(`
  fragment MessagesRoomFields on Room {
    id
    kind
    unreadMessageCount
    isArchived
    createdAt
    company {
      id
      name
    }
    entry {
      id
      currentStatus
      job {
        id
        title
        occupation {
          occupationNameEn
        }
      }
    }
    scout {
      id
      hiddenCompanyName
    }
    lastMessage {
      ...MessagesMessageFields
    }
  }
`);

export const roomsDocument = graphql(`
  query MessageRooms($first: Int!, $after: String) {
    rooms(first: $first, after: $after) {
      edges {
        node {
          ...MessagesRoomFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
`);

export const roomDocument = graphql(`
  query MessageRoom($id: ID!, $first: Int!, $after: String) {
    room(id: $id) {
      ...MessagesRoomFields
      quickReplies {
        key
        label
        text
      }
      messages(first: $first, after: $after) {
        edges {
          node {
            ...MessagesMessageFields
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
        totalCount
      }
    }
  }
`);

export const olderMessagesDocument = graphql(`
  query MessageRoomOlder($id: ID!, $first: Int!, $after: String!) {
    room(id: $id) {
      id
      messages(first: $first, after: $after) {
        edges {
          node {
            ...MessagesMessageFields
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
        totalCount
      }
    }
  }
`);

export const readCompanyMessageDocument = graphql(`
  mutation ReadCompanyMessage($input: ReadCompanyMessageInput!) {
    readCompanyMessage(input: $input) {
      messageCount
      room {
        id
        unreadMessageCount
      }
    }
  }
`);

export const createUserMessageDocument = graphql(`
  mutation CreateUserMessage($input: CreateUserMessageInput!) {
    createUserMessage(input: $input) {
      message {
        ...MessagesMessageFields
      }
    }
  }
`);

export const createUserAttachmentMessageDocument = graphql(`
  mutation CreateUserAttachmentMessage($input: CreateUserAttachmentMessageInput!) {
    createUserAttachmentMessage(input: $input) {
      message {
        ...MessagesMessageFields
      }
    }
  }
`);

export const chooseInterviewSlotDocument = graphql(`
  mutation ChooseInterviewSlot($input: ChooseInterviewSlotInput!) {
    chooseInterviewSlot(input: $input) {
      proposal {
        ...InterviewProposalFields
      }
      message {
        ...MessagesMessageFields
      }
      entry {
        id
        currentStatus
      }
    }
  }
`);

export const requestOtherInterviewDatesDocument = graphql(`
  mutation RequestOtherInterviewDates($input: RequestOtherInterviewDatesInput!) {
    requestOtherInterviewDates(input: $input) {
      proposal {
        ...InterviewProposalFields
      }
      message {
        ...MessagesMessageFields
      }
      entry {
        id
        currentStatus
      }
    }
  }
`);

export const updateRoomDocument = graphql(`
  mutation UpdateRoom($input: UpdateRoomInput!) {
    updateRoom(input: $input) {
      room {
        id
        isArchived
      }
    }
  }
`);

export const noticesDocument = graphql(`
  query MemberNotices($first: Int!, $after: String) {
    notices(first: $first, after: $after) {
      edges {
        node {
          id
          text
          url
          readAt
          createdAt
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
      unreadCount
    }
  }
`);

export const readNoticesDocument = graphql(`
  mutation ReadNotices($input: ReadNoticesInput!) {
    readNotices(input: $input) {
      unreadNoticeCount
      notices {
        id
        readAt
      }
    }
  }
`);

/** The member's documents a message can carry as a PDF (履歴書・職務経歴書を添付). */
export const memberDocumentChoicesDocument = graphql(`
  query MemberDocumentChoices {
    endUserViewer {
      id
      resumes {
        id
        name
        updatedAt
      }
      careerSheets {
        id
        name
        updatedAt
      }
    }
  }
`);

export const createUserDocumentMessageDocument = graphql(`
  mutation CreateUserDocumentMessage($input: CreateUserDocumentMessageInput!) {
    createUserDocumentMessage(input: $input) {
      message {
        ...MessagesMessageFields
      }
    }
  }
`);
