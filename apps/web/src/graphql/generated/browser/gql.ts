/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AccountUser {\n    user {\n      id\n      email\n      phoneNumber\n      authType\n      favoriteJobCount\n    }\n  }\n": typeof types.AccountUserDocument,
    "\n  query AccountViewer {\n    endUserViewer {\n      id\n      email\n      phoneNumber\n      authType\n    }\n  }\n": typeof types.AccountViewerDocument,
    "\n  mutation CreateUserWithRelations($input: CreateUserWithRelationsInput!) {\n    createUserWithRelations(input: $input) {\n      user {\n        id\n        favoriteJobCount\n      }\n    }\n  }\n": typeof types.CreateUserWithRelationsDocument,
    "\n  mutation RecoverInconsistentUser($input: RecoverInconsistentUserInput!) {\n    recoverInconsistentUser(input: $input) {\n      user {\n        id\n        email\n        phoneNumber\n      }\n    }\n  }\n": typeof types.RecoverInconsistentUserDocument,
    "\n  mutation MergeFavorites($input: AddFavoritesInput!) {\n    addFavorites(input: $input) {\n      jobs {\n        id\n      }\n      favoriteJobCount\n    }\n  }\n": typeof types.MergeFavoritesDocument,
    "\n  mutation UpdateLastSessionAt($input: UpdateLastSessionAtInput!) {\n    updateLastSessionAt(input: $input) {\n      lastSessionAt\n    }\n  }\n": typeof types.UpdateLastSessionAtDocument,
    "\n  query SearchJobTotalCount($query: JobSearchInput, $occupation: String) {\n    searchJobTotalCount(query: $query, occupation: $occupation)\n  }\n": typeof types.SearchJobTotalCountDocument,
    "\n  fragment InterviewProposalFields on InterviewProposal {\n    id\n    status\n    place\n    answeredAt\n    slots {\n      id\n      startsAt\n      endsAt\n      isPast\n    }\n    chosenSlot {\n      id\n      startsAt\n      endsAt\n    }\n  }\n": typeof types.InterviewProposalFieldsFragmentDoc,
    "\n  fragment MessagesMessageFields on Message {\n    id\n    content\n    contentType\n    isSentByUser\n    readAt\n    createdAt\n    file {\n      name\n      contentType\n    }\n    interviewProposal {\n      ...InterviewProposalFields\n    }\n  }\n": typeof types.MessagesMessageFieldsFragmentDoc,
    "\n  fragment MessagesRoomFields on Room {\n    id\n    kind\n    unreadMessageCount\n    isArchived\n    createdAt\n    company {\n      id\n      name\n    }\n    entry {\n      id\n      currentStatus\n      job {\n        id\n        title\n        occupation {\n          occupationNameEn\n        }\n      }\n    }\n    scout {\n      id\n      hiddenCompanyName\n    }\n    lastMessage {\n      ...MessagesMessageFields\n    }\n  }\n": typeof types.MessagesRoomFieldsFragmentDoc,
    "\n  query MessageRooms($first: Int!, $after: String) {\n    rooms(first: $first, after: $after) {\n      edges {\n        node {\n          ...MessagesRoomFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": typeof types.MessageRoomsDocument,
    "\n  query MessageRoom($id: ID!, $first: Int!, $after: String) {\n    room(id: $id) {\n      ...MessagesRoomFields\n      quickReplies {\n        key\n        label\n        text\n      }\n      messages(first: $first, after: $after) {\n        edges {\n          node {\n            ...MessagesMessageFields\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        totalCount\n      }\n    }\n  }\n": typeof types.MessageRoomDocument,
    "\n  query MessageRoomOlder($id: ID!, $first: Int!, $after: String!) {\n    room(id: $id) {\n      id\n      messages(first: $first, after: $after) {\n        edges {\n          node {\n            ...MessagesMessageFields\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        totalCount\n      }\n    }\n  }\n": typeof types.MessageRoomOlderDocument,
    "\n  mutation ReadCompanyMessage($input: ReadCompanyMessageInput!) {\n    readCompanyMessage(input: $input) {\n      messageCount\n      room {\n        id\n        unreadMessageCount\n      }\n    }\n  }\n": typeof types.ReadCompanyMessageDocument,
    "\n  mutation CreateUserMessage($input: CreateUserMessageInput!) {\n    createUserMessage(input: $input) {\n      message {\n        ...MessagesMessageFields\n      }\n    }\n  }\n": typeof types.CreateUserMessageDocument,
    "\n  mutation CreateUserAttachmentMessage($input: CreateUserAttachmentMessageInput!) {\n    createUserAttachmentMessage(input: $input) {\n      message {\n        ...MessagesMessageFields\n      }\n    }\n  }\n": typeof types.CreateUserAttachmentMessageDocument,
    "\n  mutation ChooseInterviewSlot($input: ChooseInterviewSlotInput!) {\n    chooseInterviewSlot(input: $input) {\n      proposal {\n        ...InterviewProposalFields\n      }\n      message {\n        ...MessagesMessageFields\n      }\n      entry {\n        id\n        currentStatus\n      }\n    }\n  }\n": typeof types.ChooseInterviewSlotDocument,
    "\n  mutation RequestOtherInterviewDates($input: RequestOtherInterviewDatesInput!) {\n    requestOtherInterviewDates(input: $input) {\n      proposal {\n        ...InterviewProposalFields\n      }\n      message {\n        ...MessagesMessageFields\n      }\n      entry {\n        id\n        currentStatus\n      }\n    }\n  }\n": typeof types.RequestOtherInterviewDatesDocument,
    "\n  mutation UpdateRoom($input: UpdateRoomInput!) {\n    updateRoom(input: $input) {\n      room {\n        id\n        isArchived\n      }\n    }\n  }\n": typeof types.UpdateRoomDocument,
    "\n  query MemberNotices($first: Int!, $after: String) {\n    notices(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          text\n          url\n          readAt\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      unreadCount\n    }\n  }\n": typeof types.MemberNoticesDocument,
    "\n  mutation ReadNotices($input: ReadNoticesInput!) {\n    readNotices(input: $input) {\n      unreadNoticeCount\n      notices {\n        id\n        readAt\n      }\n    }\n  }\n": typeof types.ReadNoticesDocument,
    "\n  query MemberDocumentChoices {\n    endUserViewer {\n      id\n      resumes {\n        id\n        name\n        updatedAt\n      }\n      careerSheets {\n        id\n        name\n        updatedAt\n      }\n    }\n  }\n": typeof types.MemberDocumentChoicesDocument,
    "\n  mutation CreateUserDocumentMessage($input: CreateUserDocumentMessageInput!) {\n    createUserDocumentMessage(input: $input) {\n      message {\n        ...MessagesMessageFields\n      }\n    }\n  }\n": typeof types.CreateUserDocumentMessageDocument,
    "\n  fragment ResumePhotoFields on Resume {\n    id\n    photo {\n      dataUrl\n      width\n      height\n    }\n  }\n": typeof types.ResumePhotoFieldsFragmentDoc,
    "\n  mutation UploadResumePhoto($input: UploadResumePhotoInput!) {\n    uploadResumePhoto(input: $input) {\n      resume {\n        ...ResumePhotoFields\n      }\n    }\n  }\n": typeof types.UploadResumePhotoDocument,
    "\n  mutation RemoveResumePhoto($input: RemoveResumePhotoInput!) {\n    removeResumePhoto(input: $input) {\n      resume {\n        ...ResumePhotoFields\n      }\n    }\n  }\n": typeof types.RemoveResumePhotoDocument,
    "\n  fragment SavedSearchFields on SavedSearch {\n    id\n    name\n    occupation {\n      id\n      name\n      occupationNameEn\n    }\n    prefecture {\n      id\n      name\n      prefectureEnName\n    }\n    municipality {\n      id\n      name\n    }\n    feature {\n      id\n      name\n    }\n    moreFeatures {\n      id\n      name\n    }\n    moreMunicipalities {\n      id\n      name\n    }\n    hiringTypes\n    minimumMonthlySalary\n    minimumAnnualSalary\n    shift\n    keyword\n    sortType\n    newMatchCount\n    createdAt\n  }\n": typeof types.SavedSearchFieldsFragmentDoc,
    "\n  query SavedSearches($newJobs: Int!) {\n    savedSearches {\n      ...SavedSearchFields\n      newJobs(limit: $newJobs) {\n        id\n        title\n        lowestSalary\n        highestSalary\n        salaryOption\n        isMemberOnly\n        company {\n          name\n        }\n        prefecture {\n          name\n        }\n        municipality {\n          name\n        }\n        occupation {\n          occupationNameEn\n        }\n      }\n    }\n  }\n": typeof types.SavedSearchesDocument,
    "\n  query SavedSearchSummary {\n    savedSearches {\n      id\n      name\n      newMatchCount\n    }\n  }\n": typeof types.SavedSearchSummaryDocument,
    "\n  mutation SaveSearch($input: SaveSearchInput!) {\n    saveSearch(input: $input) {\n      savedSearch {\n        id\n        name\n      }\n      alreadySaved\n      savedSearchCount\n    }\n  }\n": typeof types.SaveSearchDocument,
    "\n  mutation RenameSavedSearch($input: RenameSavedSearchInput!) {\n    renameSavedSearch(input: $input) {\n      savedSearch {\n        id\n        name\n      }\n    }\n  }\n": typeof types.RenameSavedSearchDocument,
    "\n  mutation DeleteSavedSearch($input: DeleteSavedSearchInput!) {\n    deleteSavedSearch(input: $input) {\n      id\n      newMatchCount\n    }\n  }\n": typeof types.DeleteSavedSearchDocument,
    "\n  mutation ReadSavedSearchMatches($input: ReadSavedSearchMatchesInput!) {\n    readSavedSearchMatches(input: $input) {\n      savedSearch {\n        id\n        newMatchCount\n      }\n      newMatchCount\n    }\n  }\n": typeof types.ReadSavedSearchMatchesDocument,
    "\n  fragment ScoutDetailFields on Scout {\n    id\n    urlId\n    message\n    jobDescription\n    salary\n    workingTime\n    holiday\n    welfare\n    location\n    carDescription\n    contractCategory\n    isHiring\n    hiddenCompanyName\n    hiddenCompanyImage\n    createdAt\n    company {\n      id\n      name\n      addressLine\n      images {\n        url\n        alt\n      }\n    }\n    occupationCategory {\n      id\n      name\n    }\n    relatedJobs {\n      id\n      title\n      lowestSalary\n      highestSalary\n      salaryOption\n      isHiring\n      isPublished\n      occupation {\n        name\n        occupationNameEn\n      }\n      prefecture {\n        name\n      }\n    }\n  }\n": typeof types.ScoutDetailFieldsFragmentDoc,
    "\n  query MemberScout($id: ID!) {\n    scout(id: $id) {\n      ...ScoutDetailFields\n    }\n    isEntry(scoutId: $id)\n    isScoutInquiry(scoutId: $id)\n  }\n": typeof types.MemberScoutDocument,
    "\n  query ScoutByUrlId($urlId: String!) {\n    scoutByUrlId(urlId: $urlId) {\n      ...ScoutDetailFields\n    }\n  }\n": typeof types.ScoutByUrlIdDocument,
    "\n  query OwnScout($id: ID!) {\n    scout(id: $id) {\n      id\n    }\n  }\n": typeof types.OwnScoutDocument,
    "\n  query ScoutRooms($first: Int!, $after: String) {\n    rooms(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          unreadMessageCount\n          company {\n            id\n            name\n          }\n          entry {\n            id\n            currentStatus\n          }\n          quickReplies {\n            key\n            label\n            text\n          }\n          scout {\n            id\n            message\n            isHiring\n            hiddenCompanyName\n            createdAt\n            jobDescription\n            occupationCategory {\n              id\n              name\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": typeof types.ScoutRoomsDocument,
    "\n  mutation CreateScoutResponseHistory($input: CreateScoutResponseHistoryInput!) {\n    createScoutResponseHistory(input: $input) {\n      conversionId\n    }\n  }\n": typeof types.CreateScoutResponseHistoryDocument,
    "\n  mutation CreateScoutEntry($input: CreateScoutEntryInput!) {\n    createScoutEntry(input: $input) {\n      entry {\n        id\n        room {\n          id\n        }\n      }\n      user {\n        conversionId\n      }\n    }\n  }\n": typeof types.CreateScoutEntryDocument,
    "\n  mutation CreateVisitorScoutEntry($input: CreateVisitorScoutEntryInput!) {\n    createVisitorScoutEntry(input: $input) {\n      entry {\n        id\n      }\n      user {\n        conversionId\n      }\n    }\n  }\n": typeof types.CreateVisitorScoutEntryDocument,
    "\n  mutation CreateScoutInquiry($input: CreateScoutInquiryInput!) {\n    createScoutInquiry(input: $input) {\n      scoutInquiry {\n        id\n        updatedAt\n      }\n      user {\n        conversionId\n      }\n    }\n  }\n": typeof types.CreateScoutInquiryDocument,
    "\n  mutation CreateVisitorScoutInquiry($input: CreateVisitorScoutInquiryInput!) {\n    createVisitorScoutInquiry(input: $input) {\n      scoutInquiry {\n        id\n        updatedAt\n      }\n      user {\n        conversionId\n      }\n    }\n  }\n": typeof types.CreateVisitorScoutInquiryDocument,
    "\n  query ScoutInquiryForm($conversionId: String!, $occupationCategoryIds: [ID!], $token: String) {\n    Inquiry(\n      conversionId: $conversionId\n      occupationCategoryIds: $occupationCategoryIds\n      token: $token\n    ) {\n      kintoneUser {\n        id\n        name\n        lastName\n        firstName\n        birthYear\n        gender\n        zipCode\n        phoneNumber\n        employmentStatus\n        occupations {\n          id\n        }\n        qualifications {\n          id\n        }\n      }\n      qualifications {\n        id\n        name\n        category {\n          id\n          name\n        }\n        occupationCategories {\n          id\n        }\n      }\n      desiredOccupations {\n        id\n        name\n        occupationCategory {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.ScoutInquiryFormDocument,
    "\n  query ViewerCounts {\n    user {\n      id\n      favoriteJobCount\n      messageCount\n      newMatchCount\n      enteredJobIds\n    }\n  }\n": typeof types.ViewerCountsDocument,
    "\n  query FavoriteJobIds($per: Int!) {\n    favoriteJobs(page: 1, per: $per) {\n      nodes {\n        id\n      }\n      totalCount\n    }\n  }\n": typeof types.FavoriteJobIdsDocument,
    "\n  mutation AddFavorite($input: AddFavoriteInput!) {\n    addFavorite(input: $input) {\n      favoriteJobCount\n    }\n  }\n": typeof types.AddFavoriteDocument,
    "\n  mutation RemoveFavorite($input: RemoveFavoriteInput!) {\n    removeFavorite(input: $input) {\n      favoriteJobCount\n    }\n  }\n": typeof types.RemoveFavoriteDocument,
};
const documents: Documents = {
    "\n  query AccountUser {\n    user {\n      id\n      email\n      phoneNumber\n      authType\n      favoriteJobCount\n    }\n  }\n": types.AccountUserDocument,
    "\n  query AccountViewer {\n    endUserViewer {\n      id\n      email\n      phoneNumber\n      authType\n    }\n  }\n": types.AccountViewerDocument,
    "\n  mutation CreateUserWithRelations($input: CreateUserWithRelationsInput!) {\n    createUserWithRelations(input: $input) {\n      user {\n        id\n        favoriteJobCount\n      }\n    }\n  }\n": types.CreateUserWithRelationsDocument,
    "\n  mutation RecoverInconsistentUser($input: RecoverInconsistentUserInput!) {\n    recoverInconsistentUser(input: $input) {\n      user {\n        id\n        email\n        phoneNumber\n      }\n    }\n  }\n": types.RecoverInconsistentUserDocument,
    "\n  mutation MergeFavorites($input: AddFavoritesInput!) {\n    addFavorites(input: $input) {\n      jobs {\n        id\n      }\n      favoriteJobCount\n    }\n  }\n": types.MergeFavoritesDocument,
    "\n  mutation UpdateLastSessionAt($input: UpdateLastSessionAtInput!) {\n    updateLastSessionAt(input: $input) {\n      lastSessionAt\n    }\n  }\n": types.UpdateLastSessionAtDocument,
    "\n  query SearchJobTotalCount($query: JobSearchInput, $occupation: String) {\n    searchJobTotalCount(query: $query, occupation: $occupation)\n  }\n": types.SearchJobTotalCountDocument,
    "\n  fragment InterviewProposalFields on InterviewProposal {\n    id\n    status\n    place\n    answeredAt\n    slots {\n      id\n      startsAt\n      endsAt\n      isPast\n    }\n    chosenSlot {\n      id\n      startsAt\n      endsAt\n    }\n  }\n": types.InterviewProposalFieldsFragmentDoc,
    "\n  fragment MessagesMessageFields on Message {\n    id\n    content\n    contentType\n    isSentByUser\n    readAt\n    createdAt\n    file {\n      name\n      contentType\n    }\n    interviewProposal {\n      ...InterviewProposalFields\n    }\n  }\n": types.MessagesMessageFieldsFragmentDoc,
    "\n  fragment MessagesRoomFields on Room {\n    id\n    kind\n    unreadMessageCount\n    isArchived\n    createdAt\n    company {\n      id\n      name\n    }\n    entry {\n      id\n      currentStatus\n      job {\n        id\n        title\n        occupation {\n          occupationNameEn\n        }\n      }\n    }\n    scout {\n      id\n      hiddenCompanyName\n    }\n    lastMessage {\n      ...MessagesMessageFields\n    }\n  }\n": types.MessagesRoomFieldsFragmentDoc,
    "\n  query MessageRooms($first: Int!, $after: String) {\n    rooms(first: $first, after: $after) {\n      edges {\n        node {\n          ...MessagesRoomFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": types.MessageRoomsDocument,
    "\n  query MessageRoom($id: ID!, $first: Int!, $after: String) {\n    room(id: $id) {\n      ...MessagesRoomFields\n      quickReplies {\n        key\n        label\n        text\n      }\n      messages(first: $first, after: $after) {\n        edges {\n          node {\n            ...MessagesMessageFields\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        totalCount\n      }\n    }\n  }\n": types.MessageRoomDocument,
    "\n  query MessageRoomOlder($id: ID!, $first: Int!, $after: String!) {\n    room(id: $id) {\n      id\n      messages(first: $first, after: $after) {\n        edges {\n          node {\n            ...MessagesMessageFields\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        totalCount\n      }\n    }\n  }\n": types.MessageRoomOlderDocument,
    "\n  mutation ReadCompanyMessage($input: ReadCompanyMessageInput!) {\n    readCompanyMessage(input: $input) {\n      messageCount\n      room {\n        id\n        unreadMessageCount\n      }\n    }\n  }\n": types.ReadCompanyMessageDocument,
    "\n  mutation CreateUserMessage($input: CreateUserMessageInput!) {\n    createUserMessage(input: $input) {\n      message {\n        ...MessagesMessageFields\n      }\n    }\n  }\n": types.CreateUserMessageDocument,
    "\n  mutation CreateUserAttachmentMessage($input: CreateUserAttachmentMessageInput!) {\n    createUserAttachmentMessage(input: $input) {\n      message {\n        ...MessagesMessageFields\n      }\n    }\n  }\n": types.CreateUserAttachmentMessageDocument,
    "\n  mutation ChooseInterviewSlot($input: ChooseInterviewSlotInput!) {\n    chooseInterviewSlot(input: $input) {\n      proposal {\n        ...InterviewProposalFields\n      }\n      message {\n        ...MessagesMessageFields\n      }\n      entry {\n        id\n        currentStatus\n      }\n    }\n  }\n": types.ChooseInterviewSlotDocument,
    "\n  mutation RequestOtherInterviewDates($input: RequestOtherInterviewDatesInput!) {\n    requestOtherInterviewDates(input: $input) {\n      proposal {\n        ...InterviewProposalFields\n      }\n      message {\n        ...MessagesMessageFields\n      }\n      entry {\n        id\n        currentStatus\n      }\n    }\n  }\n": types.RequestOtherInterviewDatesDocument,
    "\n  mutation UpdateRoom($input: UpdateRoomInput!) {\n    updateRoom(input: $input) {\n      room {\n        id\n        isArchived\n      }\n    }\n  }\n": types.UpdateRoomDocument,
    "\n  query MemberNotices($first: Int!, $after: String) {\n    notices(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          text\n          url\n          readAt\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      unreadCount\n    }\n  }\n": types.MemberNoticesDocument,
    "\n  mutation ReadNotices($input: ReadNoticesInput!) {\n    readNotices(input: $input) {\n      unreadNoticeCount\n      notices {\n        id\n        readAt\n      }\n    }\n  }\n": types.ReadNoticesDocument,
    "\n  query MemberDocumentChoices {\n    endUserViewer {\n      id\n      resumes {\n        id\n        name\n        updatedAt\n      }\n      careerSheets {\n        id\n        name\n        updatedAt\n      }\n    }\n  }\n": types.MemberDocumentChoicesDocument,
    "\n  mutation CreateUserDocumentMessage($input: CreateUserDocumentMessageInput!) {\n    createUserDocumentMessage(input: $input) {\n      message {\n        ...MessagesMessageFields\n      }\n    }\n  }\n": types.CreateUserDocumentMessageDocument,
    "\n  fragment ResumePhotoFields on Resume {\n    id\n    photo {\n      dataUrl\n      width\n      height\n    }\n  }\n": types.ResumePhotoFieldsFragmentDoc,
    "\n  mutation UploadResumePhoto($input: UploadResumePhotoInput!) {\n    uploadResumePhoto(input: $input) {\n      resume {\n        ...ResumePhotoFields\n      }\n    }\n  }\n": types.UploadResumePhotoDocument,
    "\n  mutation RemoveResumePhoto($input: RemoveResumePhotoInput!) {\n    removeResumePhoto(input: $input) {\n      resume {\n        ...ResumePhotoFields\n      }\n    }\n  }\n": types.RemoveResumePhotoDocument,
    "\n  fragment SavedSearchFields on SavedSearch {\n    id\n    name\n    occupation {\n      id\n      name\n      occupationNameEn\n    }\n    prefecture {\n      id\n      name\n      prefectureEnName\n    }\n    municipality {\n      id\n      name\n    }\n    feature {\n      id\n      name\n    }\n    moreFeatures {\n      id\n      name\n    }\n    moreMunicipalities {\n      id\n      name\n    }\n    hiringTypes\n    minimumMonthlySalary\n    minimumAnnualSalary\n    shift\n    keyword\n    sortType\n    newMatchCount\n    createdAt\n  }\n": types.SavedSearchFieldsFragmentDoc,
    "\n  query SavedSearches($newJobs: Int!) {\n    savedSearches {\n      ...SavedSearchFields\n      newJobs(limit: $newJobs) {\n        id\n        title\n        lowestSalary\n        highestSalary\n        salaryOption\n        isMemberOnly\n        company {\n          name\n        }\n        prefecture {\n          name\n        }\n        municipality {\n          name\n        }\n        occupation {\n          occupationNameEn\n        }\n      }\n    }\n  }\n": types.SavedSearchesDocument,
    "\n  query SavedSearchSummary {\n    savedSearches {\n      id\n      name\n      newMatchCount\n    }\n  }\n": types.SavedSearchSummaryDocument,
    "\n  mutation SaveSearch($input: SaveSearchInput!) {\n    saveSearch(input: $input) {\n      savedSearch {\n        id\n        name\n      }\n      alreadySaved\n      savedSearchCount\n    }\n  }\n": types.SaveSearchDocument,
    "\n  mutation RenameSavedSearch($input: RenameSavedSearchInput!) {\n    renameSavedSearch(input: $input) {\n      savedSearch {\n        id\n        name\n      }\n    }\n  }\n": types.RenameSavedSearchDocument,
    "\n  mutation DeleteSavedSearch($input: DeleteSavedSearchInput!) {\n    deleteSavedSearch(input: $input) {\n      id\n      newMatchCount\n    }\n  }\n": types.DeleteSavedSearchDocument,
    "\n  mutation ReadSavedSearchMatches($input: ReadSavedSearchMatchesInput!) {\n    readSavedSearchMatches(input: $input) {\n      savedSearch {\n        id\n        newMatchCount\n      }\n      newMatchCount\n    }\n  }\n": types.ReadSavedSearchMatchesDocument,
    "\n  fragment ScoutDetailFields on Scout {\n    id\n    urlId\n    message\n    jobDescription\n    salary\n    workingTime\n    holiday\n    welfare\n    location\n    carDescription\n    contractCategory\n    isHiring\n    hiddenCompanyName\n    hiddenCompanyImage\n    createdAt\n    company {\n      id\n      name\n      addressLine\n      images {\n        url\n        alt\n      }\n    }\n    occupationCategory {\n      id\n      name\n    }\n    relatedJobs {\n      id\n      title\n      lowestSalary\n      highestSalary\n      salaryOption\n      isHiring\n      isPublished\n      occupation {\n        name\n        occupationNameEn\n      }\n      prefecture {\n        name\n      }\n    }\n  }\n": types.ScoutDetailFieldsFragmentDoc,
    "\n  query MemberScout($id: ID!) {\n    scout(id: $id) {\n      ...ScoutDetailFields\n    }\n    isEntry(scoutId: $id)\n    isScoutInquiry(scoutId: $id)\n  }\n": types.MemberScoutDocument,
    "\n  query ScoutByUrlId($urlId: String!) {\n    scoutByUrlId(urlId: $urlId) {\n      ...ScoutDetailFields\n    }\n  }\n": types.ScoutByUrlIdDocument,
    "\n  query OwnScout($id: ID!) {\n    scout(id: $id) {\n      id\n    }\n  }\n": types.OwnScoutDocument,
    "\n  query ScoutRooms($first: Int!, $after: String) {\n    rooms(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          unreadMessageCount\n          company {\n            id\n            name\n          }\n          entry {\n            id\n            currentStatus\n          }\n          quickReplies {\n            key\n            label\n            text\n          }\n          scout {\n            id\n            message\n            isHiring\n            hiddenCompanyName\n            createdAt\n            jobDescription\n            occupationCategory {\n              id\n              name\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n": types.ScoutRoomsDocument,
    "\n  mutation CreateScoutResponseHistory($input: CreateScoutResponseHistoryInput!) {\n    createScoutResponseHistory(input: $input) {\n      conversionId\n    }\n  }\n": types.CreateScoutResponseHistoryDocument,
    "\n  mutation CreateScoutEntry($input: CreateScoutEntryInput!) {\n    createScoutEntry(input: $input) {\n      entry {\n        id\n        room {\n          id\n        }\n      }\n      user {\n        conversionId\n      }\n    }\n  }\n": types.CreateScoutEntryDocument,
    "\n  mutation CreateVisitorScoutEntry($input: CreateVisitorScoutEntryInput!) {\n    createVisitorScoutEntry(input: $input) {\n      entry {\n        id\n      }\n      user {\n        conversionId\n      }\n    }\n  }\n": types.CreateVisitorScoutEntryDocument,
    "\n  mutation CreateScoutInquiry($input: CreateScoutInquiryInput!) {\n    createScoutInquiry(input: $input) {\n      scoutInquiry {\n        id\n        updatedAt\n      }\n      user {\n        conversionId\n      }\n    }\n  }\n": types.CreateScoutInquiryDocument,
    "\n  mutation CreateVisitorScoutInquiry($input: CreateVisitorScoutInquiryInput!) {\n    createVisitorScoutInquiry(input: $input) {\n      scoutInquiry {\n        id\n        updatedAt\n      }\n      user {\n        conversionId\n      }\n    }\n  }\n": types.CreateVisitorScoutInquiryDocument,
    "\n  query ScoutInquiryForm($conversionId: String!, $occupationCategoryIds: [ID!], $token: String) {\n    Inquiry(\n      conversionId: $conversionId\n      occupationCategoryIds: $occupationCategoryIds\n      token: $token\n    ) {\n      kintoneUser {\n        id\n        name\n        lastName\n        firstName\n        birthYear\n        gender\n        zipCode\n        phoneNumber\n        employmentStatus\n        occupations {\n          id\n        }\n        qualifications {\n          id\n        }\n      }\n      qualifications {\n        id\n        name\n        category {\n          id\n          name\n        }\n        occupationCategories {\n          id\n        }\n      }\n      desiredOccupations {\n        id\n        name\n        occupationCategory {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.ScoutInquiryFormDocument,
    "\n  query ViewerCounts {\n    user {\n      id\n      favoriteJobCount\n      messageCount\n      newMatchCount\n      enteredJobIds\n    }\n  }\n": types.ViewerCountsDocument,
    "\n  query FavoriteJobIds($per: Int!) {\n    favoriteJobs(page: 1, per: $per) {\n      nodes {\n        id\n      }\n      totalCount\n    }\n  }\n": types.FavoriteJobIdsDocument,
    "\n  mutation AddFavorite($input: AddFavoriteInput!) {\n    addFavorite(input: $input) {\n      favoriteJobCount\n    }\n  }\n": types.AddFavoriteDocument,
    "\n  mutation RemoveFavorite($input: RemoveFavoriteInput!) {\n    removeFavorite(input: $input) {\n      favoriteJobCount\n    }\n  }\n": types.RemoveFavoriteDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountUser {\n    user {\n      id\n      email\n      phoneNumber\n      authType\n      favoriteJobCount\n    }\n  }\n"): typeof import('./graphql').AccountUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountViewer {\n    endUserViewer {\n      id\n      email\n      phoneNumber\n      authType\n    }\n  }\n"): typeof import('./graphql').AccountViewerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUserWithRelations($input: CreateUserWithRelationsInput!) {\n    createUserWithRelations(input: $input) {\n      user {\n        id\n        favoriteJobCount\n      }\n    }\n  }\n"): typeof import('./graphql').CreateUserWithRelationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecoverInconsistentUser($input: RecoverInconsistentUserInput!) {\n    recoverInconsistentUser(input: $input) {\n      user {\n        id\n        email\n        phoneNumber\n      }\n    }\n  }\n"): typeof import('./graphql').RecoverInconsistentUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MergeFavorites($input: AddFavoritesInput!) {\n    addFavorites(input: $input) {\n      jobs {\n        id\n      }\n      favoriteJobCount\n    }\n  }\n"): typeof import('./graphql').MergeFavoritesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLastSessionAt($input: UpdateLastSessionAtInput!) {\n    updateLastSessionAt(input: $input) {\n      lastSessionAt\n    }\n  }\n"): typeof import('./graphql').UpdateLastSessionAtDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchJobTotalCount($query: JobSearchInput, $occupation: String) {\n    searchJobTotalCount(query: $query, occupation: $occupation)\n  }\n"): typeof import('./graphql').SearchJobTotalCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InterviewProposalFields on InterviewProposal {\n    id\n    status\n    place\n    answeredAt\n    slots {\n      id\n      startsAt\n      endsAt\n      isPast\n    }\n    chosenSlot {\n      id\n      startsAt\n      endsAt\n    }\n  }\n"): typeof import('./graphql').InterviewProposalFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessagesMessageFields on Message {\n    id\n    content\n    contentType\n    isSentByUser\n    readAt\n    createdAt\n    file {\n      name\n      contentType\n    }\n    interviewProposal {\n      ...InterviewProposalFields\n    }\n  }\n"): typeof import('./graphql').MessagesMessageFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessagesRoomFields on Room {\n    id\n    kind\n    unreadMessageCount\n    isArchived\n    createdAt\n    company {\n      id\n      name\n    }\n    entry {\n      id\n      currentStatus\n      job {\n        id\n        title\n        occupation {\n          occupationNameEn\n        }\n      }\n    }\n    scout {\n      id\n      hiddenCompanyName\n    }\n    lastMessage {\n      ...MessagesMessageFields\n    }\n  }\n"): typeof import('./graphql').MessagesRoomFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageRooms($first: Int!, $after: String) {\n    rooms(first: $first, after: $after) {\n      edges {\n        node {\n          ...MessagesRoomFields\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"): typeof import('./graphql').MessageRoomsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageRoom($id: ID!, $first: Int!, $after: String) {\n    room(id: $id) {\n      ...MessagesRoomFields\n      quickReplies {\n        key\n        label\n        text\n      }\n      messages(first: $first, after: $after) {\n        edges {\n          node {\n            ...MessagesMessageFields\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        totalCount\n      }\n    }\n  }\n"): typeof import('./graphql').MessageRoomDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessageRoomOlder($id: ID!, $first: Int!, $after: String!) {\n    room(id: $id) {\n      id\n      messages(first: $first, after: $after) {\n        edges {\n          node {\n            ...MessagesMessageFields\n          }\n        }\n        pageInfo {\n          hasNextPage\n          endCursor\n        }\n        totalCount\n      }\n    }\n  }\n"): typeof import('./graphql').MessageRoomOlderDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReadCompanyMessage($input: ReadCompanyMessageInput!) {\n    readCompanyMessage(input: $input) {\n      messageCount\n      room {\n        id\n        unreadMessageCount\n      }\n    }\n  }\n"): typeof import('./graphql').ReadCompanyMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUserMessage($input: CreateUserMessageInput!) {\n    createUserMessage(input: $input) {\n      message {\n        ...MessagesMessageFields\n      }\n    }\n  }\n"): typeof import('./graphql').CreateUserMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUserAttachmentMessage($input: CreateUserAttachmentMessageInput!) {\n    createUserAttachmentMessage(input: $input) {\n      message {\n        ...MessagesMessageFields\n      }\n    }\n  }\n"): typeof import('./graphql').CreateUserAttachmentMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChooseInterviewSlot($input: ChooseInterviewSlotInput!) {\n    chooseInterviewSlot(input: $input) {\n      proposal {\n        ...InterviewProposalFields\n      }\n      message {\n        ...MessagesMessageFields\n      }\n      entry {\n        id\n        currentStatus\n      }\n    }\n  }\n"): typeof import('./graphql').ChooseInterviewSlotDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestOtherInterviewDates($input: RequestOtherInterviewDatesInput!) {\n    requestOtherInterviewDates(input: $input) {\n      proposal {\n        ...InterviewProposalFields\n      }\n      message {\n        ...MessagesMessageFields\n      }\n      entry {\n        id\n        currentStatus\n      }\n    }\n  }\n"): typeof import('./graphql').RequestOtherInterviewDatesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRoom($input: UpdateRoomInput!) {\n    updateRoom(input: $input) {\n      room {\n        id\n        isArchived\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateRoomDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberNotices($first: Int!, $after: String) {\n    notices(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          text\n          url\n          readAt\n          createdAt\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n      unreadCount\n    }\n  }\n"): typeof import('./graphql').MemberNoticesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReadNotices($input: ReadNoticesInput!) {\n    readNotices(input: $input) {\n      unreadNoticeCount\n      notices {\n        id\n        readAt\n      }\n    }\n  }\n"): typeof import('./graphql').ReadNoticesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberDocumentChoices {\n    endUserViewer {\n      id\n      resumes {\n        id\n        name\n        updatedAt\n      }\n      careerSheets {\n        id\n        name\n        updatedAt\n      }\n    }\n  }\n"): typeof import('./graphql').MemberDocumentChoicesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateUserDocumentMessage($input: CreateUserDocumentMessageInput!) {\n    createUserDocumentMessage(input: $input) {\n      message {\n        ...MessagesMessageFields\n      }\n    }\n  }\n"): typeof import('./graphql').CreateUserDocumentMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResumePhotoFields on Resume {\n    id\n    photo {\n      dataUrl\n      width\n      height\n    }\n  }\n"): typeof import('./graphql').ResumePhotoFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadResumePhoto($input: UploadResumePhotoInput!) {\n    uploadResumePhoto(input: $input) {\n      resume {\n        ...ResumePhotoFields\n      }\n    }\n  }\n"): typeof import('./graphql').UploadResumePhotoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveResumePhoto($input: RemoveResumePhotoInput!) {\n    removeResumePhoto(input: $input) {\n      resume {\n        ...ResumePhotoFields\n      }\n    }\n  }\n"): typeof import('./graphql').RemoveResumePhotoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedSearchFields on SavedSearch {\n    id\n    name\n    occupation {\n      id\n      name\n      occupationNameEn\n    }\n    prefecture {\n      id\n      name\n      prefectureEnName\n    }\n    municipality {\n      id\n      name\n    }\n    feature {\n      id\n      name\n    }\n    moreFeatures {\n      id\n      name\n    }\n    moreMunicipalities {\n      id\n      name\n    }\n    hiringTypes\n    minimumMonthlySalary\n    minimumAnnualSalary\n    shift\n    keyword\n    sortType\n    newMatchCount\n    createdAt\n  }\n"): typeof import('./graphql').SavedSearchFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedSearches($newJobs: Int!) {\n    savedSearches {\n      ...SavedSearchFields\n      newJobs(limit: $newJobs) {\n        id\n        title\n        lowestSalary\n        highestSalary\n        salaryOption\n        isMemberOnly\n        company {\n          name\n        }\n        prefecture {\n          name\n        }\n        municipality {\n          name\n        }\n        occupation {\n          occupationNameEn\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SavedSearchesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedSearchSummary {\n    savedSearches {\n      id\n      name\n      newMatchCount\n    }\n  }\n"): typeof import('./graphql').SavedSearchSummaryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSearch($input: SaveSearchInput!) {\n    saveSearch(input: $input) {\n      savedSearch {\n        id\n        name\n      }\n      alreadySaved\n      savedSearchCount\n    }\n  }\n"): typeof import('./graphql').SaveSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameSavedSearch($input: RenameSavedSearchInput!) {\n    renameSavedSearch(input: $input) {\n      savedSearch {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').RenameSavedSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSavedSearch($input: DeleteSavedSearchInput!) {\n    deleteSavedSearch(input: $input) {\n      id\n      newMatchCount\n    }\n  }\n"): typeof import('./graphql').DeleteSavedSearchDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReadSavedSearchMatches($input: ReadSavedSearchMatchesInput!) {\n    readSavedSearchMatches(input: $input) {\n      savedSearch {\n        id\n        newMatchCount\n      }\n      newMatchCount\n    }\n  }\n"): typeof import('./graphql').ReadSavedSearchMatchesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ScoutDetailFields on Scout {\n    id\n    urlId\n    message\n    jobDescription\n    salary\n    workingTime\n    holiday\n    welfare\n    location\n    carDescription\n    contractCategory\n    isHiring\n    hiddenCompanyName\n    hiddenCompanyImage\n    createdAt\n    company {\n      id\n      name\n      addressLine\n      images {\n        url\n        alt\n      }\n    }\n    occupationCategory {\n      id\n      name\n    }\n    relatedJobs {\n      id\n      title\n      lowestSalary\n      highestSalary\n      salaryOption\n      isHiring\n      isPublished\n      occupation {\n        name\n        occupationNameEn\n      }\n      prefecture {\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').ScoutDetailFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberScout($id: ID!) {\n    scout(id: $id) {\n      ...ScoutDetailFields\n    }\n    isEntry(scoutId: $id)\n    isScoutInquiry(scoutId: $id)\n  }\n"): typeof import('./graphql').MemberScoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScoutByUrlId($urlId: String!) {\n    scoutByUrlId(urlId: $urlId) {\n      ...ScoutDetailFields\n    }\n  }\n"): typeof import('./graphql').ScoutByUrlIdDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OwnScout($id: ID!) {\n    scout(id: $id) {\n      id\n    }\n  }\n"): typeof import('./graphql').OwnScoutDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScoutRooms($first: Int!, $after: String) {\n    rooms(first: $first, after: $after) {\n      edges {\n        node {\n          id\n          unreadMessageCount\n          company {\n            id\n            name\n          }\n          entry {\n            id\n            currentStatus\n          }\n          quickReplies {\n            key\n            label\n            text\n          }\n          scout {\n            id\n            message\n            isHiring\n            hiddenCompanyName\n            createdAt\n            jobDescription\n            occupationCategory {\n              id\n              name\n            }\n          }\n        }\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      totalCount\n    }\n  }\n"): typeof import('./graphql').ScoutRoomsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateScoutResponseHistory($input: CreateScoutResponseHistoryInput!) {\n    createScoutResponseHistory(input: $input) {\n      conversionId\n    }\n  }\n"): typeof import('./graphql').CreateScoutResponseHistoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateScoutEntry($input: CreateScoutEntryInput!) {\n    createScoutEntry(input: $input) {\n      entry {\n        id\n        room {\n          id\n        }\n      }\n      user {\n        conversionId\n      }\n    }\n  }\n"): typeof import('./graphql').CreateScoutEntryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateVisitorScoutEntry($input: CreateVisitorScoutEntryInput!) {\n    createVisitorScoutEntry(input: $input) {\n      entry {\n        id\n      }\n      user {\n        conversionId\n      }\n    }\n  }\n"): typeof import('./graphql').CreateVisitorScoutEntryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateScoutInquiry($input: CreateScoutInquiryInput!) {\n    createScoutInquiry(input: $input) {\n      scoutInquiry {\n        id\n        updatedAt\n      }\n      user {\n        conversionId\n      }\n    }\n  }\n"): typeof import('./graphql').CreateScoutInquiryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateVisitorScoutInquiry($input: CreateVisitorScoutInquiryInput!) {\n    createVisitorScoutInquiry(input: $input) {\n      scoutInquiry {\n        id\n        updatedAt\n      }\n      user {\n        conversionId\n      }\n    }\n  }\n"): typeof import('./graphql').CreateVisitorScoutInquiryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScoutInquiryForm($conversionId: String!, $occupationCategoryIds: [ID!], $token: String) {\n    Inquiry(\n      conversionId: $conversionId\n      occupationCategoryIds: $occupationCategoryIds\n      token: $token\n    ) {\n      kintoneUser {\n        id\n        name\n        lastName\n        firstName\n        birthYear\n        gender\n        zipCode\n        phoneNumber\n        employmentStatus\n        occupations {\n          id\n        }\n        qualifications {\n          id\n        }\n      }\n      qualifications {\n        id\n        name\n        category {\n          id\n          name\n        }\n        occupationCategories {\n          id\n        }\n      }\n      desiredOccupations {\n        id\n        name\n        occupationCategory {\n          id\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').ScoutInquiryFormDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ViewerCounts {\n    user {\n      id\n      favoriteJobCount\n      messageCount\n      newMatchCount\n      enteredJobIds\n    }\n  }\n"): typeof import('./graphql').ViewerCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FavoriteJobIds($per: Int!) {\n    favoriteJobs(page: 1, per: $per) {\n      nodes {\n        id\n      }\n      totalCount\n    }\n  }\n"): typeof import('./graphql').FavoriteJobIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddFavorite($input: AddFavoriteInput!) {\n    addFavorite(input: $input) {\n      favoriteJobCount\n    }\n  }\n"): typeof import('./graphql').AddFavoriteDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFavorite($input: RemoveFavoriteInput!) {\n    removeFavorite(input: $input) {\n      favoriteJobCount\n    }\n  }\n"): typeof import('./graphql').RemoveFavoriteDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
