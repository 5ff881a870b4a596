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
    "\n  query SiteTrademark($id: ID!) {\n    trademark(id: $id) {\n      id\n      displayServiceLinks\n    }\n  }\n": typeof types.SiteTrademarkDocument,
    "\n  query SignupForm {\n    Signup {\n      desiredOccupations {\n        id\n        name\n        occupationCategory {\n          id\n          name\n        }\n      }\n      qualifications {\n        id\n        name\n        category {\n          id\n          name\n        }\n        occupationCategories {\n          id\n        }\n      }\n    }\n  }\n": typeof types.SignupFormDocument,
    "\n  query AdvisorContext {\n    endUserViewer {\n      id\n      email\n      phoneNumber\n    }\n    advisorRoom {\n      id\n    }\n  }\n": typeof types.AdvisorContextDocument,
    "\n  mutation RequestAdvisor($input: RequestAdvisorInput!) {\n    requestAdvisor(input: $input) {\n      advisorRequest {\n        id\n      }\n      room {\n        id\n      }\n    }\n  }\n": typeof types.RequestAdvisorDocument,
    "\n  query AdvisorJob($id: ID!) {\n    job(id: $id) {\n      id\n      title\n      occupation {\n        occupationNameEn\n      }\n    }\n  }\n": typeof types.AdvisorJobDocument,
    "\n  query JobSeekerComments($page: Int!, $per: Int!) {\n    jobSeekerComments(page: $page, per: $per) {\n      nodes {\n        id\n        displayName\n        age\n        gender\n        comment\n        createdAt\n        occupation {\n          name\n          occupationNameEn\n        }\n        prefecture {\n          name\n        }\n        job {\n          id\n          title\n          occupation {\n            occupationNameEn\n          }\n        }\n      }\n      totalCount\n      totalPages\n    }\n  }\n": typeof types.JobSeekerCommentsDocument,
    "\n  fragment CompanyDetailFields on CompanyDetail {\n    businessDescription\n    capitalStock\n    employeeNumber\n    establishmentDate\n    representativeName\n    vehicleNumber\n    businessMainClient\n    introduction\n  }\n": typeof types.CompanyDetailFieldsFragmentDoc,
    "\n  query CompanyPage($id: ID!, $page: Int!, $per: Int!) {\n    company(id: $id) {\n      id\n      name\n      addressLine\n      publishedJobCount\n      images {\n        url\n        alt\n      }\n      companyDetail {\n        ...CompanyDetailFields\n      }\n    }\n    companyJobs(companyId: $id, page: $page, per: $per) {\n      nodes {\n        ...JobCardFields\n      }\n      totalCount\n      totalPages\n      per\n    }\n  }\n": typeof types.CompanyPageDocument,
    "\n  fragment EntryJobFields on Job {\n    id\n    title\n    isPublished\n    isHiring\n    isMemberOnly\n    lowestSalary\n    highestSalary\n    salaryOption\n    hiringType\n    company {\n      id\n      name\n    }\n    prefecture {\n      name\n    }\n    municipality {\n      name\n    }\n    occupation {\n      id\n      name\n      occupationNameEn\n    }\n  }\n": typeof types.EntryJobFieldsFragmentDoc,
    "\n  query EntryJob($id: ID!) {\n    job(id: $id) {\n      ...EntryJobFields\n    }\n  }\n": typeof types.EntryJobDocument,
    "\n  query EntryJobs($ids: [ID!]!) {\n    jobsByIds(ids: $ids) {\n      ...EntryJobFields\n    }\n  }\n": typeof types.EntryJobsDocument,
    "\n  query IsEntry($jobId: ID!) {\n    isEntry(jobId: $jobId)\n  }\n": typeof types.IsEntryDocument,
    "\n  query EnteredJobIds {\n    user {\n      id\n      enteredJobIds\n    }\n  }\n": typeof types.EnteredJobIdsDocument,
    "\n  mutation CreateEntry($input: CreateEntryInput!) {\n    createEntry(input: $input) {\n      entry {\n        id\n        currentStatus\n        room {\n          id\n        }\n      }\n      user {\n        conversionId\n      }\n    }\n  }\n": typeof types.CreateEntryDocument,
    "\n  mutation CreateEntries($input: CreateEntriesInput!) {\n    createEntries(input: $input) {\n      entries {\n        id\n        job {\n          id\n        }\n      }\n      user {\n        conversionId\n      }\n    }\n  }\n": typeof types.CreateEntriesDocument,
    "\n  mutation CreateVisitorJobEntry($input: CreateVisitorJobEntryInput!) {\n    createVisitorJobEntry(input: $input) {\n      entries {\n        id\n        job {\n          id\n        }\n      }\n      user {\n        conversionId\n      }\n    }\n  }\n": typeof types.CreateVisitorJobEntryDocument,
    "\n  mutation CreateContact($input: CreateContactInput!) {\n    createContact(input: $input) {\n      contact {\n        id\n        fullName\n      }\n    }\n  }\n": typeof types.CreateContactDocument,
    "\n  query FaqItems {\n    faqItems {\n      id\n      name\n      acceptedAnswer {\n        text\n      }\n    }\n  }\n": typeof types.FaqItemsDocument,
    "\n  query HomeCounts {\n    occupations {\n      id\n      occupationNameEn\n      publishedJobCount\n    }\n    features(occupation: \"driver\") {\n      id\n      publishedJobCount\n    }\n  }\n": typeof types.HomeCountsDocument,
    "\n  query HomeContent($magazinePer: Int!, $newsPer: Int!) {\n    magazineArticles(page: 1, per: $magazinePer) {\n      nodes {\n        ...MagazineCardFields\n      }\n    }\n    newsItems(page: 1, per: $newsPer) {\n      nodes {\n        id\n        path\n        title\n        publishedDate\n      }\n    }\n    faqItems {\n      id\n      name\n      acceptedAnswer {\n        text\n      }\n    }\n  }\n": typeof types.HomeContentDocument,
    "\n  query JobDetail($id: ID!) {\n    job(id: $id) {\n      id\n      title\n      addressLine\n      buildingName\n      zipCode\n      highestSalary\n      lowestSalary\n      salaryOption\n      hiringType\n      contractCategory\n      createdAt\n      editedAt\n      publishedAt\n      validThrough\n      closedAt\n      interviewVideoUrl\n      isPublished\n      isHellowork\n      isHiring\n      isMemberOnly\n      companyImages {\n        url\n        alt\n      }\n      company {\n        id\n        name\n        addressLine\n        publishedJobCount\n        images {\n          url\n        }\n        companyDetail {\n          ...CompanyDetailFields\n        }\n      }\n      offices {\n        id\n        name\n        zipCode\n        addressLine\n        nearestStation\n      }\n      features {\n        id\n        name\n        category {\n          id\n          name\n        }\n      }\n      prefecture {\n        name\n        prefectureEnName\n      }\n      municipality {\n        id\n        name\n      }\n      location {\n        latitude\n        longitude\n      }\n      occupation {\n        id\n        name\n        occupationNameEn\n      }\n      workingTimes {\n        attendanceTime\n        leaveTime\n        shift\n      }\n      jobDetail {\n        catchphrase\n        holidayOption\n        jobDescriptionOption\n        message\n        qualificationOption\n        selectionProcess\n        applicationProcedure\n        suitablePerson\n        notSuitablePerson\n        welfareOption\n        workingTimeOption\n        flowOfTheDay\n        flowOfAfterJoining\n        locationNote\n        appealMessage\n      }\n      appealPoints {\n        id\n        title\n        body\n        image {\n          url\n          alt\n        }\n      }\n      summaries {\n        title\n        body\n      }\n      articleSections {\n        id\n        title\n        body\n        image {\n          url\n          alt\n        }\n      }\n      jobSeekerComments {\n        id\n        displayName\n        age\n        gender\n        comment\n        createdAt\n      }\n      nearDistanceJobs(limit: 6) {\n        ...JobCardFields\n      }\n      recommendJobs(limit: 6) {\n        ...JobCardFields\n      }\n    }\n  }\n": typeof types.JobDetailDocument,
    "\n  query SearchJobList(\n    $occupation: String\n    $query: JobSearchInput\n    $page: Int!\n    $per: Int!\n    $sortType: JobSort!\n    $withPrefectures: Boolean!\n    $withMunicipalities: Boolean!\n    $withOccupations: Boolean!\n  ) {\n    searchJobs(query: $query, occupation: $occupation, page: $page, per: $per, sortType: $sortType) {\n      nodes {\n        ...JobCardFields\n      }\n      totalCount\n      memberOnlyCount\n      page\n      per\n      totalPages\n      facets {\n        features {\n          id\n          count\n        }\n        prefectures @include(if: $withPrefectures) {\n          id\n          count\n        }\n        municipalities @include(if: $withMunicipalities) {\n          id\n          count\n        }\n        hiringTypes {\n          id\n          count\n        }\n        occupations @include(if: $withOccupations) {\n          id\n          count\n        }\n        shifts {\n          id\n          count\n        }\n      }\n      keywordConditions {\n        kind\n        id\n        words\n      }\n    }\n  }\n": typeof types.SearchJobListDocument,
    "\n  query PrefectureMunicipalities($prefectureNameEn: String!) {\n    searchMunicipalities(prefectureNameEn: $prefectureNameEn) {\n      id\n      name\n      location {\n        latitude\n        longitude\n      }\n    }\n  }\n": typeof types.PrefectureMunicipalitiesDocument,
    "\n  query VerifyJoiningConfirmation($token: String!) {\n    verifyEntryJoiningConfirmationToken(token: $token) {\n      isValid\n      jobTitle\n      companyName\n      hasJoined\n      joinedOn\n      expiresAt\n    }\n  }\n": typeof types.VerifyJoiningConfirmationDocument,
    "\n  mutation UpdateJoiningConfirmation($input: UpdateEntryJoiningConfirmationInput!) {\n    updateEntryJoiningConfirmation(input: $input) {\n      confirmation {\n        hasJoined\n        joinedOn\n      }\n    }\n  }\n": typeof types.UpdateJoiningConfirmationDocument,
    "\n  fragment MagazineCardFields on MagazineArticle {\n    id\n    title\n    description\n    thumbnail {\n      url\n    }\n    categories {\n      id\n      name\n    }\n    updatedAt\n  }\n": typeof types.MagazineCardFieldsFragmentDoc,
    "\n  query MagazineList($categoryId: ID, $keyword: String, $page: Int!, $per: Int!) {\n    magazineArticles(categoryId: $categoryId, keyword: $keyword, page: $page, per: $per) {\n      nodes {\n        ...MagazineCardFields\n      }\n      totalCount\n      totalPages\n      per\n    }\n    magazineCategories {\n      id\n      name\n    }\n  }\n": typeof types.MagazineListDocument,
    "\n  query MagazineArticle($id: ID!) {\n    magazineArticle(id: $id) {\n      id\n      title\n      description\n      thumbnail {\n        url\n        alt\n      }\n      categories {\n        id\n        name\n      }\n      occupation {\n        name\n        occupationNameEn\n      }\n      publishedAt\n      updatedAt\n      content\n    }\n  }\n": typeof types.MagazineArticleDocument,
    "\n  query InterviewCalendar($proposalId: ID!) {\n    interviewCalendar(proposalId: $proposalId) {\n      fileName\n      content\n    }\n  }\n": typeof types.InterviewCalendarDocument,
    "\n  query FavoriteJobsPage($page: Int!, $per: Int!) {\n    favoriteJobs(page: $page, per: $per) {\n      nodes {\n        ...JobCardFields\n        isPublished\n      }\n      totalCount\n      page\n      per\n      totalPages\n    }\n  }\n": typeof types.FavoriteJobsPageDocument,
    "\n  fragment RequirementsCoreFields on Requirements {\n    desiredJobChangeTiming\n    desiredWorkingHours\n    salaryRange {\n      lowest\n      highest\n    }\n  }\n": typeof types.RequirementsCoreFieldsFragmentDoc,
    "\n  query MyPage($rooms: Int!, $notices: Int!) {\n    endUserViewer {\n      id\n      name\n      email\n      phoneNumber\n      birthYear\n      gender\n      zipCode\n      employmentStatus\n      occupations {\n        id\n        name\n      }\n      qualifications {\n        id\n      }\n      jobHistories {\n        id\n      }\n      educationalBackground {\n        education\n      }\n      personality {\n        selfPr\n      }\n      requirements {\n        ...RequirementsCoreFields\n      }\n      resumes {\n        id\n      }\n      setting {\n        isReceiveScout\n      }\n      favoriteJobCount\n      messageCount\n      unreadNoticeCount\n    }\n    rooms(first: $rooms) {\n      totalCount\n      edges {\n        node {\n          id\n          unreadMessageCount\n          createdAt\n          company {\n            id\n            name\n          }\n          entry {\n            id\n            currentStatus\n            createdAt\n            updatedAt\n            interviewProposal {\n              id\n              status\n              place\n              chosenSlot {\n                startsAt\n                endsAt\n              }\n            }\n            job {\n              id\n              title\n              occupation {\n                occupationNameEn\n              }\n            }\n          }\n          scout {\n            id\n            createdAt\n            isHiring\n            hiddenCompanyName\n            occupationCategory {\n              name\n            }\n          }\n          lastMessage {\n            createdAt\n          }\n        }\n      }\n    }\n    notices(first: $notices) {\n      totalCount\n      unreadCount\n      edges {\n        node {\n          id\n          text\n          url\n          readAt\n          createdAt\n        }\n      }\n    }\n  }\n": typeof types.MyPageDocument,
    "\n  fragment ScoutSettingFields on Setting {\n    scoutStatus\n    scoutAllowOccupationCategoryIds\n    isReceiveScout\n  }\n": typeof types.ScoutSettingFieldsFragmentDoc,
    "\n  query MySettingPage {\n    MySetting {\n      setting {\n        ...ScoutSettingFields\n      }\n      occupationCategories {\n        id\n        name\n      }\n    }\n  }\n": typeof types.MySettingPageDocument,
    "\n  mutation SaveSetting($input: SaveSettingInput!) {\n    saveSetting(input: $input) {\n      scoutStatus\n      scoutAllowOccupationCategoryIds\n      isReceiveScout\n    }\n  }\n": typeof types.SaveSettingDocument,
    "\n  query NewsList($page: Int!, $per: Int!) {\n    newsItems(page: $page, per: $per) {\n      nodes {\n        id\n        slug\n        path\n        title\n        publishedDate\n      }\n      totalCount\n      totalPages\n    }\n  }\n": typeof types.NewsListDocument,
    "\n  query NewsItem($slug: String!) {\n    newsItem(slug: $slug) {\n      id\n      slug\n      path\n      title\n      publishedDate\n      body\n    }\n  }\n": typeof types.NewsItemDocument,
    "\n  query NotificationSettingsPage {\n    notificationSettings {\n      settings {\n        kind\n        site\n        email\n        line\n      }\n      email\n      lineLinked\n      conversionId\n    }\n  }\n": typeof types.NotificationSettingsPageDocument,
    "\n  mutation SaveNotificationSettings($input: SaveNotificationSettingsInput!) {\n    saveNotificationSettings(input: $input) {\n      notificationSettings {\n        settings {\n          kind\n        }\n      }\n    }\n  }\n": typeof types.SaveNotificationSettingsDocument,
    "\n  mutation UnsubscribeNotifications($input: UnsubscribeNotificationsInput!) {\n    unsubscribeNotifications(input: $input) {\n      kind\n    }\n  }\n": typeof types.UnsubscribeNotificationsDocument,
    "\n  mutation ConnectLineFromSettings($input: ConnectCvToLineUserInput!) {\n    connectCvToLineUser(input: $input) {\n      conversionId\n    }\n  }\n": typeof types.ConnectLineFromSettingsDocument,
    "\n  fragment ResumeRecordFields on Resume {\n    jobHistories {\n      id\n      companyName\n      employmentType\n      joinedYear\n      joinedMonth\n      retiredYear\n      retiredMonth\n    }\n    qualifications {\n      id\n      name\n    }\n    education {\n      education\n      schoolName\n      graduationStatus\n      graduationYear\n      graduationMonth\n    }\n  }\n": typeof types.ResumeRecordFieldsFragmentDoc,
    "\n  query ResumePrint {\n    endUserViewer {\n      id\n      email\n      phoneNumber\n      resumes {\n        id\n        name\n        reason\n        hopes\n        userName\n        nameKana\n        birthDate\n        birthYear\n        gender\n        zipCode\n        address {\n          postalCode\n          prefectureName\n          municipality\n          line\n        }\n        photo {\n          dataUrl\n        }\n        ...ResumeRecordFields\n      }\n    }\n  }\n": typeof types.ResumePrintDocument,
    "\n  query CareerSheetPrint {\n    endUserViewer {\n      id\n      name\n      careerSheets {\n        id\n        name\n        summary\n        jobHistories {\n          id\n          companyName\n          companyBusinessDetail\n          employmentType\n          joinedYear\n          joinedMonth\n          retiredYear\n          retiredMonth\n          jobDescription\n          otherOccupationName\n          occupation {\n            name\n          }\n        }\n        qualifications {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.CareerSheetPrintDocument,
    "\n  query ProfileEditor {\n    endUserViewer {\n      id\n      email\n      phoneNumber\n      authType\n      name\n      birthYear\n      gender\n      zipCode\n      prefecture {\n        id\n      }\n      employmentStatus\n      detail {\n        numberOfDependents\n        hasSpouse\n      }\n      occupations {\n        id\n      }\n    }\n  }\n": typeof types.ProfileEditorDocument,
    "\n  query CareerSheetEditor {\n    endUserViewer {\n      id\n      jobHistories {\n        ...JobHistoryEditorFields\n      }\n      educationalBackground {\n        education\n        schoolName\n        graduationStatus\n        graduationYear\n        graduationMonth\n      }\n      qualifications {\n        id\n      }\n      personality {\n        experienceCompanyNum\n        interestOrHobby\n        speciality\n        selfPr\n      }\n      requirements {\n        ...RequirementsCoreFields\n        desiredCars {\n          id\n        }\n        desiredParticularConditions {\n          id\n        }\n        desiredWorkplaceStrengths {\n          id\n        }\n      }\n      careerSheets {\n        id\n        name\n        summary\n        createdAt\n        updatedAt\n        jobHistories {\n          id\n        }\n        qualifications {\n          id\n        }\n      }\n    }\n  }\n": typeof types.CareerSheetEditorDocument,
    "\n  query ResumeEditor {\n    endUserViewer {\n      id\n      name\n      birthYear\n      zipCode\n      jobHistories {\n        id\n      }\n      educationalBackground {\n        education\n      }\n      resumes {\n        id\n        name\n        reason\n        hopes\n        nameKana\n        birthDate\n        address {\n          postalCode\n          prefectureId\n          prefectureName\n          municipality\n          line\n        }\n        photo {\n          dataUrl\n        }\n        updatedAt\n        userName\n        gender\n        birthYear\n        zipCode\n        numberOfDependents\n        hasSpouse\n        createdAt\n        ...ResumeRecordFields\n      }\n    }\n  }\n": typeof types.ResumeEditorDocument,
    "\n  mutation UpdateUserBasicInformation($input: UpdateUserBasicInformationInput!) {\n    updateUserBasicInformation(input: $input) {\n      user {\n        id\n      }\n    }\n  }\n": typeof types.UpdateUserBasicInformationDocument,
    "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      user {\n        id\n      }\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  fragment JobHistoryEditorFields on JobHistory {\n    id\n    occupation {\n      id\n    }\n    otherOccupationName\n    companyName\n    companyBusinessDetail\n    joinedYear\n    joinedMonth\n    retiredYear\n    retiredMonth\n    employmentType\n    jobDescription\n  }\n": typeof types.JobHistoryEditorFieldsFragmentDoc,
    "\n  mutation SaveJobHistories($input: SaveJobHistoriesInput!) {\n    saveJobHistories(input: $input) {\n      jobHistories {\n        ...JobHistoryEditorFields\n      }\n    }\n  }\n": typeof types.SaveJobHistoriesDocument,
    "\n  mutation SaveEducationalBackground($input: SaveEducationalBackgroundInput!) {\n    saveEducationalBackground(input: $input) {\n      educationalBackground {\n        education\n      }\n    }\n  }\n": typeof types.SaveEducationalBackgroundDocument,
    "\n  mutation SavePersonalityAndRequirements($input: SavePersonalityAndRequirementsInput!) {\n    savePersonalityAndRequirements(input: $input) {\n      personality {\n        selfPr\n      }\n    }\n  }\n": typeof types.SavePersonalityAndRequirementsDocument,
    "\n  mutation CreateResume($input: CreateResumeInput!) {\n    createResume(input: $input) {\n      resume {\n        id\n      }\n    }\n  }\n": typeof types.CreateResumeDocument,
    "\n  mutation RemoveResume($input: RemoveResumeInput!) {\n    removeResume(input: $input) {\n      resumeId\n    }\n  }\n": typeof types.RemoveResumeDocument,
    "\n  mutation UpdateResume($input: UpdateResumeInput!) {\n    updateResume(input: $input) {\n      resume {\n        id\n      }\n    }\n  }\n": typeof types.UpdateResumeDocument,
    "\n  mutation UpdateCareerSheet($input: UpdateCareerSheetInput!) {\n    updateCareerSheet(input: $input) {\n      careerSheet {\n        id\n      }\n    }\n  }\n": typeof types.UpdateCareerSheetDocument,
    "\n  mutation CreateCareerSheet($input: CreateCareerSheetInput!) {\n    createCareerSheet(input: $input) {\n      careerSheet {\n        id\n      }\n    }\n  }\n": typeof types.CreateCareerSheetDocument,
    "\n  mutation RemoveCareerSheet($input: RemoveCareerSheetInput!) {\n    removeCareerSheet(input: $input) {\n      careerSheetId\n    }\n  }\n": typeof types.RemoveCareerSheetDocument,
    "\n  query SalaryInsightPage($occupation: String!, $prefectureNameEn: String) {\n    salaryInsight(occupation: $occupation, prefectureNameEn: $prefectureNameEn) {\n      occupation {\n        id\n        name\n        occupationNameEn\n      }\n      prefecture {\n        id\n        name\n        prefectureEnName\n      }\n      statistics {\n        jobCount\n        average\n        minimum\n        firstQuartile\n        median\n        thirdQuartile\n        maximum\n      }\n      histogram {\n        lowerBound\n        upperBound\n        jobCount\n      }\n      byFeature {\n        feature {\n          id\n          name\n        }\n        statistics {\n          jobCount\n          firstQuartile\n          median\n          thirdQuartile\n        }\n      }\n      byPrefecture {\n        prefecture {\n          id\n          name\n          prefectureEnName\n        }\n        statistics {\n          jobCount\n          median\n        }\n      }\n    }\n  }\n": typeof types.SalaryInsightPageDocument,
    "\n  query JobsByIds($ids: [ID!]!) {\n    jobsByIds(ids: $ids) {\n      ...JobCardFields\n    }\n  }\n": typeof types.JobsByIdsDocument,
    "\n  query JobsByIdsWithSalaryDesc($ids: [ID!]!) {\n    jobsByIdsWithSalaryDesc(ids: $ids) {\n      ...JobCardFields\n      isPublished\n    }\n  }\n": typeof types.JobsByIdsWithSalaryDescDocument,
    "\n  query RecommendedFor($id: ID!) {\n    job(id: $id) {\n      id\n      recommendJobs(limit: 12) {\n        ...JobCardFields\n      }\n    }\n  }\n": typeof types.RecommendedForDocument,
    "\n  query LinkScoutSetting($conversionId: String!, $token: String) {\n    scoutSetting(conversionId: $conversionId, token: $token) {\n      ...ScoutSettingFields\n    }\n    occupationCategories {\n      id\n      name\n    }\n  }\n": typeof types.LinkScoutSettingDocument,
    "\n  mutation SaveScoutSetting($input: SaveScoutSettingInput!) {\n    saveScoutSetting(input: $input) {\n      setting {\n        ...ScoutSettingFields\n      }\n    }\n  }\n": typeof types.SaveScoutSettingDocument,
    "\n  query SearchPlaceMunicipalities($prefecture: String!) {\n    searchMunicipalities(prefectureNameEn: $prefecture) {\n      id\n      name\n    }\n  }\n": typeof types.SearchPlaceMunicipalitiesDocument,
    "\n  query PlaceSuggestions($prefix: String!, $limit: Int) {\n    searchSuggestions(prefix: $prefix, place: true, limit: $limit) {\n      kind\n      id\n      label\n    }\n  }\n": typeof types.PlaceSuggestionsDocument,
    "\n  query SitemapJobTotal($occupation: String, $query: JobSearchInput) {\n    searchJobTotalCount(occupation: $occupation, query: $query)\n  }\n": typeof types.SitemapJobTotalDocument,
    "\n  query SitemapJobs($page: Int!, $per: Int!) {\n    searchJobs(page: $page, per: $per, sortType: published_at) {\n      nodes {\n        id\n        editedAt\n        isMemberOnly\n        isHiring\n        occupation {\n          occupationNameEn\n        }\n      }\n    }\n  }\n": typeof types.SitemapJobsDocument,
    "\n  query SitemapOccupations($occupation: String!) {\n    occupations {\n      occupationNameEn\n      publishedJobCount\n    }\n    features(occupation: $occupation) {\n      id\n      publishedJobCount\n    }\n  }\n": typeof types.SitemapOccupationsDocument,
    "\n  fragment JobCardFields on Job {\n    id\n    title\n    lowestSalary\n    highestSalary\n    salaryOption\n    hiringType\n    isHiring\n    isMemberOnly\n    addressLine\n    company {\n      id\n      name\n    }\n    prefecture {\n      name\n    }\n    municipality {\n      name\n    }\n    occupation {\n      occupationNameEn\n    }\n    features {\n      id\n      name\n    }\n    jobDetail {\n      catchphrase\n      jobDescriptionOption\n      holidayOption\n    }\n    companyImages {\n      url\n    }\n    publishedAt\n    workingTimes {\n      attendanceTime\n      leaveTime\n    }\n  }\n": typeof types.JobCardFieldsFragmentDoc,
};
const documents: Documents = {
    "\n  query SiteTrademark($id: ID!) {\n    trademark(id: $id) {\n      id\n      displayServiceLinks\n    }\n  }\n": types.SiteTrademarkDocument,
    "\n  query SignupForm {\n    Signup {\n      desiredOccupations {\n        id\n        name\n        occupationCategory {\n          id\n          name\n        }\n      }\n      qualifications {\n        id\n        name\n        category {\n          id\n          name\n        }\n        occupationCategories {\n          id\n        }\n      }\n    }\n  }\n": types.SignupFormDocument,
    "\n  query AdvisorContext {\n    endUserViewer {\n      id\n      email\n      phoneNumber\n    }\n    advisorRoom {\n      id\n    }\n  }\n": types.AdvisorContextDocument,
    "\n  mutation RequestAdvisor($input: RequestAdvisorInput!) {\n    requestAdvisor(input: $input) {\n      advisorRequest {\n        id\n      }\n      room {\n        id\n      }\n    }\n  }\n": types.RequestAdvisorDocument,
    "\n  query AdvisorJob($id: ID!) {\n    job(id: $id) {\n      id\n      title\n      occupation {\n        occupationNameEn\n      }\n    }\n  }\n": types.AdvisorJobDocument,
    "\n  query JobSeekerComments($page: Int!, $per: Int!) {\n    jobSeekerComments(page: $page, per: $per) {\n      nodes {\n        id\n        displayName\n        age\n        gender\n        comment\n        createdAt\n        occupation {\n          name\n          occupationNameEn\n        }\n        prefecture {\n          name\n        }\n        job {\n          id\n          title\n          occupation {\n            occupationNameEn\n          }\n        }\n      }\n      totalCount\n      totalPages\n    }\n  }\n": types.JobSeekerCommentsDocument,
    "\n  fragment CompanyDetailFields on CompanyDetail {\n    businessDescription\n    capitalStock\n    employeeNumber\n    establishmentDate\n    representativeName\n    vehicleNumber\n    businessMainClient\n    introduction\n  }\n": types.CompanyDetailFieldsFragmentDoc,
    "\n  query CompanyPage($id: ID!, $page: Int!, $per: Int!) {\n    company(id: $id) {\n      id\n      name\n      addressLine\n      publishedJobCount\n      images {\n        url\n        alt\n      }\n      companyDetail {\n        ...CompanyDetailFields\n      }\n    }\n    companyJobs(companyId: $id, page: $page, per: $per) {\n      nodes {\n        ...JobCardFields\n      }\n      totalCount\n      totalPages\n      per\n    }\n  }\n": types.CompanyPageDocument,
    "\n  fragment EntryJobFields on Job {\n    id\n    title\n    isPublished\n    isHiring\n    isMemberOnly\n    lowestSalary\n    highestSalary\n    salaryOption\n    hiringType\n    company {\n      id\n      name\n    }\n    prefecture {\n      name\n    }\n    municipality {\n      name\n    }\n    occupation {\n      id\n      name\n      occupationNameEn\n    }\n  }\n": types.EntryJobFieldsFragmentDoc,
    "\n  query EntryJob($id: ID!) {\n    job(id: $id) {\n      ...EntryJobFields\n    }\n  }\n": types.EntryJobDocument,
    "\n  query EntryJobs($ids: [ID!]!) {\n    jobsByIds(ids: $ids) {\n      ...EntryJobFields\n    }\n  }\n": types.EntryJobsDocument,
    "\n  query IsEntry($jobId: ID!) {\n    isEntry(jobId: $jobId)\n  }\n": types.IsEntryDocument,
    "\n  query EnteredJobIds {\n    user {\n      id\n      enteredJobIds\n    }\n  }\n": types.EnteredJobIdsDocument,
    "\n  mutation CreateEntry($input: CreateEntryInput!) {\n    createEntry(input: $input) {\n      entry {\n        id\n        currentStatus\n        room {\n          id\n        }\n      }\n      user {\n        conversionId\n      }\n    }\n  }\n": types.CreateEntryDocument,
    "\n  mutation CreateEntries($input: CreateEntriesInput!) {\n    createEntries(input: $input) {\n      entries {\n        id\n        job {\n          id\n        }\n      }\n      user {\n        conversionId\n      }\n    }\n  }\n": types.CreateEntriesDocument,
    "\n  mutation CreateVisitorJobEntry($input: CreateVisitorJobEntryInput!) {\n    createVisitorJobEntry(input: $input) {\n      entries {\n        id\n        job {\n          id\n        }\n      }\n      user {\n        conversionId\n      }\n    }\n  }\n": types.CreateVisitorJobEntryDocument,
    "\n  mutation CreateContact($input: CreateContactInput!) {\n    createContact(input: $input) {\n      contact {\n        id\n        fullName\n      }\n    }\n  }\n": types.CreateContactDocument,
    "\n  query FaqItems {\n    faqItems {\n      id\n      name\n      acceptedAnswer {\n        text\n      }\n    }\n  }\n": types.FaqItemsDocument,
    "\n  query HomeCounts {\n    occupations {\n      id\n      occupationNameEn\n      publishedJobCount\n    }\n    features(occupation: \"driver\") {\n      id\n      publishedJobCount\n    }\n  }\n": types.HomeCountsDocument,
    "\n  query HomeContent($magazinePer: Int!, $newsPer: Int!) {\n    magazineArticles(page: 1, per: $magazinePer) {\n      nodes {\n        ...MagazineCardFields\n      }\n    }\n    newsItems(page: 1, per: $newsPer) {\n      nodes {\n        id\n        path\n        title\n        publishedDate\n      }\n    }\n    faqItems {\n      id\n      name\n      acceptedAnswer {\n        text\n      }\n    }\n  }\n": types.HomeContentDocument,
    "\n  query JobDetail($id: ID!) {\n    job(id: $id) {\n      id\n      title\n      addressLine\n      buildingName\n      zipCode\n      highestSalary\n      lowestSalary\n      salaryOption\n      hiringType\n      contractCategory\n      createdAt\n      editedAt\n      publishedAt\n      validThrough\n      closedAt\n      interviewVideoUrl\n      isPublished\n      isHellowork\n      isHiring\n      isMemberOnly\n      companyImages {\n        url\n        alt\n      }\n      company {\n        id\n        name\n        addressLine\n        publishedJobCount\n        images {\n          url\n        }\n        companyDetail {\n          ...CompanyDetailFields\n        }\n      }\n      offices {\n        id\n        name\n        zipCode\n        addressLine\n        nearestStation\n      }\n      features {\n        id\n        name\n        category {\n          id\n          name\n        }\n      }\n      prefecture {\n        name\n        prefectureEnName\n      }\n      municipality {\n        id\n        name\n      }\n      location {\n        latitude\n        longitude\n      }\n      occupation {\n        id\n        name\n        occupationNameEn\n      }\n      workingTimes {\n        attendanceTime\n        leaveTime\n        shift\n      }\n      jobDetail {\n        catchphrase\n        holidayOption\n        jobDescriptionOption\n        message\n        qualificationOption\n        selectionProcess\n        applicationProcedure\n        suitablePerson\n        notSuitablePerson\n        welfareOption\n        workingTimeOption\n        flowOfTheDay\n        flowOfAfterJoining\n        locationNote\n        appealMessage\n      }\n      appealPoints {\n        id\n        title\n        body\n        image {\n          url\n          alt\n        }\n      }\n      summaries {\n        title\n        body\n      }\n      articleSections {\n        id\n        title\n        body\n        image {\n          url\n          alt\n        }\n      }\n      jobSeekerComments {\n        id\n        displayName\n        age\n        gender\n        comment\n        createdAt\n      }\n      nearDistanceJobs(limit: 6) {\n        ...JobCardFields\n      }\n      recommendJobs(limit: 6) {\n        ...JobCardFields\n      }\n    }\n  }\n": types.JobDetailDocument,
    "\n  query SearchJobList(\n    $occupation: String\n    $query: JobSearchInput\n    $page: Int!\n    $per: Int!\n    $sortType: JobSort!\n    $withPrefectures: Boolean!\n    $withMunicipalities: Boolean!\n    $withOccupations: Boolean!\n  ) {\n    searchJobs(query: $query, occupation: $occupation, page: $page, per: $per, sortType: $sortType) {\n      nodes {\n        ...JobCardFields\n      }\n      totalCount\n      memberOnlyCount\n      page\n      per\n      totalPages\n      facets {\n        features {\n          id\n          count\n        }\n        prefectures @include(if: $withPrefectures) {\n          id\n          count\n        }\n        municipalities @include(if: $withMunicipalities) {\n          id\n          count\n        }\n        hiringTypes {\n          id\n          count\n        }\n        occupations @include(if: $withOccupations) {\n          id\n          count\n        }\n        shifts {\n          id\n          count\n        }\n      }\n      keywordConditions {\n        kind\n        id\n        words\n      }\n    }\n  }\n": types.SearchJobListDocument,
    "\n  query PrefectureMunicipalities($prefectureNameEn: String!) {\n    searchMunicipalities(prefectureNameEn: $prefectureNameEn) {\n      id\n      name\n      location {\n        latitude\n        longitude\n      }\n    }\n  }\n": types.PrefectureMunicipalitiesDocument,
    "\n  query VerifyJoiningConfirmation($token: String!) {\n    verifyEntryJoiningConfirmationToken(token: $token) {\n      isValid\n      jobTitle\n      companyName\n      hasJoined\n      joinedOn\n      expiresAt\n    }\n  }\n": types.VerifyJoiningConfirmationDocument,
    "\n  mutation UpdateJoiningConfirmation($input: UpdateEntryJoiningConfirmationInput!) {\n    updateEntryJoiningConfirmation(input: $input) {\n      confirmation {\n        hasJoined\n        joinedOn\n      }\n    }\n  }\n": types.UpdateJoiningConfirmationDocument,
    "\n  fragment MagazineCardFields on MagazineArticle {\n    id\n    title\n    description\n    thumbnail {\n      url\n    }\n    categories {\n      id\n      name\n    }\n    updatedAt\n  }\n": types.MagazineCardFieldsFragmentDoc,
    "\n  query MagazineList($categoryId: ID, $keyword: String, $page: Int!, $per: Int!) {\n    magazineArticles(categoryId: $categoryId, keyword: $keyword, page: $page, per: $per) {\n      nodes {\n        ...MagazineCardFields\n      }\n      totalCount\n      totalPages\n      per\n    }\n    magazineCategories {\n      id\n      name\n    }\n  }\n": types.MagazineListDocument,
    "\n  query MagazineArticle($id: ID!) {\n    magazineArticle(id: $id) {\n      id\n      title\n      description\n      thumbnail {\n        url\n        alt\n      }\n      categories {\n        id\n        name\n      }\n      occupation {\n        name\n        occupationNameEn\n      }\n      publishedAt\n      updatedAt\n      content\n    }\n  }\n": types.MagazineArticleDocument,
    "\n  query InterviewCalendar($proposalId: ID!) {\n    interviewCalendar(proposalId: $proposalId) {\n      fileName\n      content\n    }\n  }\n": types.InterviewCalendarDocument,
    "\n  query FavoriteJobsPage($page: Int!, $per: Int!) {\n    favoriteJobs(page: $page, per: $per) {\n      nodes {\n        ...JobCardFields\n        isPublished\n      }\n      totalCount\n      page\n      per\n      totalPages\n    }\n  }\n": types.FavoriteJobsPageDocument,
    "\n  fragment RequirementsCoreFields on Requirements {\n    desiredJobChangeTiming\n    desiredWorkingHours\n    salaryRange {\n      lowest\n      highest\n    }\n  }\n": types.RequirementsCoreFieldsFragmentDoc,
    "\n  query MyPage($rooms: Int!, $notices: Int!) {\n    endUserViewer {\n      id\n      name\n      email\n      phoneNumber\n      birthYear\n      gender\n      zipCode\n      employmentStatus\n      occupations {\n        id\n        name\n      }\n      qualifications {\n        id\n      }\n      jobHistories {\n        id\n      }\n      educationalBackground {\n        education\n      }\n      personality {\n        selfPr\n      }\n      requirements {\n        ...RequirementsCoreFields\n      }\n      resumes {\n        id\n      }\n      setting {\n        isReceiveScout\n      }\n      favoriteJobCount\n      messageCount\n      unreadNoticeCount\n    }\n    rooms(first: $rooms) {\n      totalCount\n      edges {\n        node {\n          id\n          unreadMessageCount\n          createdAt\n          company {\n            id\n            name\n          }\n          entry {\n            id\n            currentStatus\n            createdAt\n            updatedAt\n            interviewProposal {\n              id\n              status\n              place\n              chosenSlot {\n                startsAt\n                endsAt\n              }\n            }\n            job {\n              id\n              title\n              occupation {\n                occupationNameEn\n              }\n            }\n          }\n          scout {\n            id\n            createdAt\n            isHiring\n            hiddenCompanyName\n            occupationCategory {\n              name\n            }\n          }\n          lastMessage {\n            createdAt\n          }\n        }\n      }\n    }\n    notices(first: $notices) {\n      totalCount\n      unreadCount\n      edges {\n        node {\n          id\n          text\n          url\n          readAt\n          createdAt\n        }\n      }\n    }\n  }\n": types.MyPageDocument,
    "\n  fragment ScoutSettingFields on Setting {\n    scoutStatus\n    scoutAllowOccupationCategoryIds\n    isReceiveScout\n  }\n": types.ScoutSettingFieldsFragmentDoc,
    "\n  query MySettingPage {\n    MySetting {\n      setting {\n        ...ScoutSettingFields\n      }\n      occupationCategories {\n        id\n        name\n      }\n    }\n  }\n": types.MySettingPageDocument,
    "\n  mutation SaveSetting($input: SaveSettingInput!) {\n    saveSetting(input: $input) {\n      scoutStatus\n      scoutAllowOccupationCategoryIds\n      isReceiveScout\n    }\n  }\n": types.SaveSettingDocument,
    "\n  query NewsList($page: Int!, $per: Int!) {\n    newsItems(page: $page, per: $per) {\n      nodes {\n        id\n        slug\n        path\n        title\n        publishedDate\n      }\n      totalCount\n      totalPages\n    }\n  }\n": types.NewsListDocument,
    "\n  query NewsItem($slug: String!) {\n    newsItem(slug: $slug) {\n      id\n      slug\n      path\n      title\n      publishedDate\n      body\n    }\n  }\n": types.NewsItemDocument,
    "\n  query NotificationSettingsPage {\n    notificationSettings {\n      settings {\n        kind\n        site\n        email\n        line\n      }\n      email\n      lineLinked\n      conversionId\n    }\n  }\n": types.NotificationSettingsPageDocument,
    "\n  mutation SaveNotificationSettings($input: SaveNotificationSettingsInput!) {\n    saveNotificationSettings(input: $input) {\n      notificationSettings {\n        settings {\n          kind\n        }\n      }\n    }\n  }\n": types.SaveNotificationSettingsDocument,
    "\n  mutation UnsubscribeNotifications($input: UnsubscribeNotificationsInput!) {\n    unsubscribeNotifications(input: $input) {\n      kind\n    }\n  }\n": types.UnsubscribeNotificationsDocument,
    "\n  mutation ConnectLineFromSettings($input: ConnectCvToLineUserInput!) {\n    connectCvToLineUser(input: $input) {\n      conversionId\n    }\n  }\n": types.ConnectLineFromSettingsDocument,
    "\n  fragment ResumeRecordFields on Resume {\n    jobHistories {\n      id\n      companyName\n      employmentType\n      joinedYear\n      joinedMonth\n      retiredYear\n      retiredMonth\n    }\n    qualifications {\n      id\n      name\n    }\n    education {\n      education\n      schoolName\n      graduationStatus\n      graduationYear\n      graduationMonth\n    }\n  }\n": types.ResumeRecordFieldsFragmentDoc,
    "\n  query ResumePrint {\n    endUserViewer {\n      id\n      email\n      phoneNumber\n      resumes {\n        id\n        name\n        reason\n        hopes\n        userName\n        nameKana\n        birthDate\n        birthYear\n        gender\n        zipCode\n        address {\n          postalCode\n          prefectureName\n          municipality\n          line\n        }\n        photo {\n          dataUrl\n        }\n        ...ResumeRecordFields\n      }\n    }\n  }\n": types.ResumePrintDocument,
    "\n  query CareerSheetPrint {\n    endUserViewer {\n      id\n      name\n      careerSheets {\n        id\n        name\n        summary\n        jobHistories {\n          id\n          companyName\n          companyBusinessDetail\n          employmentType\n          joinedYear\n          joinedMonth\n          retiredYear\n          retiredMonth\n          jobDescription\n          otherOccupationName\n          occupation {\n            name\n          }\n        }\n        qualifications {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.CareerSheetPrintDocument,
    "\n  query ProfileEditor {\n    endUserViewer {\n      id\n      email\n      phoneNumber\n      authType\n      name\n      birthYear\n      gender\n      zipCode\n      prefecture {\n        id\n      }\n      employmentStatus\n      detail {\n        numberOfDependents\n        hasSpouse\n      }\n      occupations {\n        id\n      }\n    }\n  }\n": types.ProfileEditorDocument,
    "\n  query CareerSheetEditor {\n    endUserViewer {\n      id\n      jobHistories {\n        ...JobHistoryEditorFields\n      }\n      educationalBackground {\n        education\n        schoolName\n        graduationStatus\n        graduationYear\n        graduationMonth\n      }\n      qualifications {\n        id\n      }\n      personality {\n        experienceCompanyNum\n        interestOrHobby\n        speciality\n        selfPr\n      }\n      requirements {\n        ...RequirementsCoreFields\n        desiredCars {\n          id\n        }\n        desiredParticularConditions {\n          id\n        }\n        desiredWorkplaceStrengths {\n          id\n        }\n      }\n      careerSheets {\n        id\n        name\n        summary\n        createdAt\n        updatedAt\n        jobHistories {\n          id\n        }\n        qualifications {\n          id\n        }\n      }\n    }\n  }\n": types.CareerSheetEditorDocument,
    "\n  query ResumeEditor {\n    endUserViewer {\n      id\n      name\n      birthYear\n      zipCode\n      jobHistories {\n        id\n      }\n      educationalBackground {\n        education\n      }\n      resumes {\n        id\n        name\n        reason\n        hopes\n        nameKana\n        birthDate\n        address {\n          postalCode\n          prefectureId\n          prefectureName\n          municipality\n          line\n        }\n        photo {\n          dataUrl\n        }\n        updatedAt\n        userName\n        gender\n        birthYear\n        zipCode\n        numberOfDependents\n        hasSpouse\n        createdAt\n        ...ResumeRecordFields\n      }\n    }\n  }\n": types.ResumeEditorDocument,
    "\n  mutation UpdateUserBasicInformation($input: UpdateUserBasicInformationInput!) {\n    updateUserBasicInformation(input: $input) {\n      user {\n        id\n      }\n    }\n  }\n": types.UpdateUserBasicInformationDocument,
    "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      user {\n        id\n      }\n    }\n  }\n": types.UpdateUserDocument,
    "\n  fragment JobHistoryEditorFields on JobHistory {\n    id\n    occupation {\n      id\n    }\n    otherOccupationName\n    companyName\n    companyBusinessDetail\n    joinedYear\n    joinedMonth\n    retiredYear\n    retiredMonth\n    employmentType\n    jobDescription\n  }\n": types.JobHistoryEditorFieldsFragmentDoc,
    "\n  mutation SaveJobHistories($input: SaveJobHistoriesInput!) {\n    saveJobHistories(input: $input) {\n      jobHistories {\n        ...JobHistoryEditorFields\n      }\n    }\n  }\n": types.SaveJobHistoriesDocument,
    "\n  mutation SaveEducationalBackground($input: SaveEducationalBackgroundInput!) {\n    saveEducationalBackground(input: $input) {\n      educationalBackground {\n        education\n      }\n    }\n  }\n": types.SaveEducationalBackgroundDocument,
    "\n  mutation SavePersonalityAndRequirements($input: SavePersonalityAndRequirementsInput!) {\n    savePersonalityAndRequirements(input: $input) {\n      personality {\n        selfPr\n      }\n    }\n  }\n": types.SavePersonalityAndRequirementsDocument,
    "\n  mutation CreateResume($input: CreateResumeInput!) {\n    createResume(input: $input) {\n      resume {\n        id\n      }\n    }\n  }\n": types.CreateResumeDocument,
    "\n  mutation RemoveResume($input: RemoveResumeInput!) {\n    removeResume(input: $input) {\n      resumeId\n    }\n  }\n": types.RemoveResumeDocument,
    "\n  mutation UpdateResume($input: UpdateResumeInput!) {\n    updateResume(input: $input) {\n      resume {\n        id\n      }\n    }\n  }\n": types.UpdateResumeDocument,
    "\n  mutation UpdateCareerSheet($input: UpdateCareerSheetInput!) {\n    updateCareerSheet(input: $input) {\n      careerSheet {\n        id\n      }\n    }\n  }\n": types.UpdateCareerSheetDocument,
    "\n  mutation CreateCareerSheet($input: CreateCareerSheetInput!) {\n    createCareerSheet(input: $input) {\n      careerSheet {\n        id\n      }\n    }\n  }\n": types.CreateCareerSheetDocument,
    "\n  mutation RemoveCareerSheet($input: RemoveCareerSheetInput!) {\n    removeCareerSheet(input: $input) {\n      careerSheetId\n    }\n  }\n": types.RemoveCareerSheetDocument,
    "\n  query SalaryInsightPage($occupation: String!, $prefectureNameEn: String) {\n    salaryInsight(occupation: $occupation, prefectureNameEn: $prefectureNameEn) {\n      occupation {\n        id\n        name\n        occupationNameEn\n      }\n      prefecture {\n        id\n        name\n        prefectureEnName\n      }\n      statistics {\n        jobCount\n        average\n        minimum\n        firstQuartile\n        median\n        thirdQuartile\n        maximum\n      }\n      histogram {\n        lowerBound\n        upperBound\n        jobCount\n      }\n      byFeature {\n        feature {\n          id\n          name\n        }\n        statistics {\n          jobCount\n          firstQuartile\n          median\n          thirdQuartile\n        }\n      }\n      byPrefecture {\n        prefecture {\n          id\n          name\n          prefectureEnName\n        }\n        statistics {\n          jobCount\n          median\n        }\n      }\n    }\n  }\n": types.SalaryInsightPageDocument,
    "\n  query JobsByIds($ids: [ID!]!) {\n    jobsByIds(ids: $ids) {\n      ...JobCardFields\n    }\n  }\n": types.JobsByIdsDocument,
    "\n  query JobsByIdsWithSalaryDesc($ids: [ID!]!) {\n    jobsByIdsWithSalaryDesc(ids: $ids) {\n      ...JobCardFields\n      isPublished\n    }\n  }\n": types.JobsByIdsWithSalaryDescDocument,
    "\n  query RecommendedFor($id: ID!) {\n    job(id: $id) {\n      id\n      recommendJobs(limit: 12) {\n        ...JobCardFields\n      }\n    }\n  }\n": types.RecommendedForDocument,
    "\n  query LinkScoutSetting($conversionId: String!, $token: String) {\n    scoutSetting(conversionId: $conversionId, token: $token) {\n      ...ScoutSettingFields\n    }\n    occupationCategories {\n      id\n      name\n    }\n  }\n": types.LinkScoutSettingDocument,
    "\n  mutation SaveScoutSetting($input: SaveScoutSettingInput!) {\n    saveScoutSetting(input: $input) {\n      setting {\n        ...ScoutSettingFields\n      }\n    }\n  }\n": types.SaveScoutSettingDocument,
    "\n  query SearchPlaceMunicipalities($prefecture: String!) {\n    searchMunicipalities(prefectureNameEn: $prefecture) {\n      id\n      name\n    }\n  }\n": types.SearchPlaceMunicipalitiesDocument,
    "\n  query PlaceSuggestions($prefix: String!, $limit: Int) {\n    searchSuggestions(prefix: $prefix, place: true, limit: $limit) {\n      kind\n      id\n      label\n    }\n  }\n": types.PlaceSuggestionsDocument,
    "\n  query SitemapJobTotal($occupation: String, $query: JobSearchInput) {\n    searchJobTotalCount(occupation: $occupation, query: $query)\n  }\n": types.SitemapJobTotalDocument,
    "\n  query SitemapJobs($page: Int!, $per: Int!) {\n    searchJobs(page: $page, per: $per, sortType: published_at) {\n      nodes {\n        id\n        editedAt\n        isMemberOnly\n        isHiring\n        occupation {\n          occupationNameEn\n        }\n      }\n    }\n  }\n": types.SitemapJobsDocument,
    "\n  query SitemapOccupations($occupation: String!) {\n    occupations {\n      occupationNameEn\n      publishedJobCount\n    }\n    features(occupation: $occupation) {\n      id\n      publishedJobCount\n    }\n  }\n": types.SitemapOccupationsDocument,
    "\n  fragment JobCardFields on Job {\n    id\n    title\n    lowestSalary\n    highestSalary\n    salaryOption\n    hiringType\n    isHiring\n    isMemberOnly\n    addressLine\n    company {\n      id\n      name\n    }\n    prefecture {\n      name\n    }\n    municipality {\n      name\n    }\n    occupation {\n      occupationNameEn\n    }\n    features {\n      id\n      name\n    }\n    jobDetail {\n      catchphrase\n      jobDescriptionOption\n      holidayOption\n    }\n    companyImages {\n      url\n    }\n    publishedAt\n    workingTimes {\n      attendanceTime\n      leaveTime\n    }\n  }\n": types.JobCardFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SiteTrademark($id: ID!) {\n    trademark(id: $id) {\n      id\n      displayServiceLinks\n    }\n  }\n"): typeof import('./graphql').SiteTrademarkDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SignupForm {\n    Signup {\n      desiredOccupations {\n        id\n        name\n        occupationCategory {\n          id\n          name\n        }\n      }\n      qualifications {\n        id\n        name\n        category {\n          id\n          name\n        }\n        occupationCategories {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SignupFormDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdvisorContext {\n    endUserViewer {\n      id\n      email\n      phoneNumber\n    }\n    advisorRoom {\n      id\n    }\n  }\n"): typeof import('./graphql').AdvisorContextDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestAdvisor($input: RequestAdvisorInput!) {\n    requestAdvisor(input: $input) {\n      advisorRequest {\n        id\n      }\n      room {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').RequestAdvisorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdvisorJob($id: ID!) {\n    job(id: $id) {\n      id\n      title\n      occupation {\n        occupationNameEn\n      }\n    }\n  }\n"): typeof import('./graphql').AdvisorJobDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobSeekerComments($page: Int!, $per: Int!) {\n    jobSeekerComments(page: $page, per: $per) {\n      nodes {\n        id\n        displayName\n        age\n        gender\n        comment\n        createdAt\n        occupation {\n          name\n          occupationNameEn\n        }\n        prefecture {\n          name\n        }\n        job {\n          id\n          title\n          occupation {\n            occupationNameEn\n          }\n        }\n      }\n      totalCount\n      totalPages\n    }\n  }\n"): typeof import('./graphql').JobSeekerCommentsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyDetailFields on CompanyDetail {\n    businessDescription\n    capitalStock\n    employeeNumber\n    establishmentDate\n    representativeName\n    vehicleNumber\n    businessMainClient\n    introduction\n  }\n"): typeof import('./graphql').CompanyDetailFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyPage($id: ID!, $page: Int!, $per: Int!) {\n    company(id: $id) {\n      id\n      name\n      addressLine\n      publishedJobCount\n      images {\n        url\n        alt\n      }\n      companyDetail {\n        ...CompanyDetailFields\n      }\n    }\n    companyJobs(companyId: $id, page: $page, per: $per) {\n      nodes {\n        ...JobCardFields\n      }\n      totalCount\n      totalPages\n      per\n    }\n  }\n"): typeof import('./graphql').CompanyPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EntryJobFields on Job {\n    id\n    title\n    isPublished\n    isHiring\n    isMemberOnly\n    lowestSalary\n    highestSalary\n    salaryOption\n    hiringType\n    company {\n      id\n      name\n    }\n    prefecture {\n      name\n    }\n    municipality {\n      name\n    }\n    occupation {\n      id\n      name\n      occupationNameEn\n    }\n  }\n"): typeof import('./graphql').EntryJobFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntryJob($id: ID!) {\n    job(id: $id) {\n      ...EntryJobFields\n    }\n  }\n"): typeof import('./graphql').EntryJobDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntryJobs($ids: [ID!]!) {\n    jobsByIds(ids: $ids) {\n      ...EntryJobFields\n    }\n  }\n"): typeof import('./graphql').EntryJobsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IsEntry($jobId: ID!) {\n    isEntry(jobId: $jobId)\n  }\n"): typeof import('./graphql').IsEntryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EnteredJobIds {\n    user {\n      id\n      enteredJobIds\n    }\n  }\n"): typeof import('./graphql').EnteredJobIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEntry($input: CreateEntryInput!) {\n    createEntry(input: $input) {\n      entry {\n        id\n        currentStatus\n        room {\n          id\n        }\n      }\n      user {\n        conversionId\n      }\n    }\n  }\n"): typeof import('./graphql').CreateEntryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEntries($input: CreateEntriesInput!) {\n    createEntries(input: $input) {\n      entries {\n        id\n        job {\n          id\n        }\n      }\n      user {\n        conversionId\n      }\n    }\n  }\n"): typeof import('./graphql').CreateEntriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateVisitorJobEntry($input: CreateVisitorJobEntryInput!) {\n    createVisitorJobEntry(input: $input) {\n      entries {\n        id\n        job {\n          id\n        }\n      }\n      user {\n        conversionId\n      }\n    }\n  }\n"): typeof import('./graphql').CreateVisitorJobEntryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateContact($input: CreateContactInput!) {\n    createContact(input: $input) {\n      contact {\n        id\n        fullName\n      }\n    }\n  }\n"): typeof import('./graphql').CreateContactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FaqItems {\n    faqItems {\n      id\n      name\n      acceptedAnswer {\n        text\n      }\n    }\n  }\n"): typeof import('./graphql').FaqItemsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeCounts {\n    occupations {\n      id\n      occupationNameEn\n      publishedJobCount\n    }\n    features(occupation: \"driver\") {\n      id\n      publishedJobCount\n    }\n  }\n"): typeof import('./graphql').HomeCountsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeContent($magazinePer: Int!, $newsPer: Int!) {\n    magazineArticles(page: 1, per: $magazinePer) {\n      nodes {\n        ...MagazineCardFields\n      }\n    }\n    newsItems(page: 1, per: $newsPer) {\n      nodes {\n        id\n        path\n        title\n        publishedDate\n      }\n    }\n    faqItems {\n      id\n      name\n      acceptedAnswer {\n        text\n      }\n    }\n  }\n"): typeof import('./graphql').HomeContentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobDetail($id: ID!) {\n    job(id: $id) {\n      id\n      title\n      addressLine\n      buildingName\n      zipCode\n      highestSalary\n      lowestSalary\n      salaryOption\n      hiringType\n      contractCategory\n      createdAt\n      editedAt\n      publishedAt\n      validThrough\n      closedAt\n      interviewVideoUrl\n      isPublished\n      isHellowork\n      isHiring\n      isMemberOnly\n      companyImages {\n        url\n        alt\n      }\n      company {\n        id\n        name\n        addressLine\n        publishedJobCount\n        images {\n          url\n        }\n        companyDetail {\n          ...CompanyDetailFields\n        }\n      }\n      offices {\n        id\n        name\n        zipCode\n        addressLine\n        nearestStation\n      }\n      features {\n        id\n        name\n        category {\n          id\n          name\n        }\n      }\n      prefecture {\n        name\n        prefectureEnName\n      }\n      municipality {\n        id\n        name\n      }\n      location {\n        latitude\n        longitude\n      }\n      occupation {\n        id\n        name\n        occupationNameEn\n      }\n      workingTimes {\n        attendanceTime\n        leaveTime\n        shift\n      }\n      jobDetail {\n        catchphrase\n        holidayOption\n        jobDescriptionOption\n        message\n        qualificationOption\n        selectionProcess\n        applicationProcedure\n        suitablePerson\n        notSuitablePerson\n        welfareOption\n        workingTimeOption\n        flowOfTheDay\n        flowOfAfterJoining\n        locationNote\n        appealMessage\n      }\n      appealPoints {\n        id\n        title\n        body\n        image {\n          url\n          alt\n        }\n      }\n      summaries {\n        title\n        body\n      }\n      articleSections {\n        id\n        title\n        body\n        image {\n          url\n          alt\n        }\n      }\n      jobSeekerComments {\n        id\n        displayName\n        age\n        gender\n        comment\n        createdAt\n      }\n      nearDistanceJobs(limit: 6) {\n        ...JobCardFields\n      }\n      recommendJobs(limit: 6) {\n        ...JobCardFields\n      }\n    }\n  }\n"): typeof import('./graphql').JobDetailDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchJobList(\n    $occupation: String\n    $query: JobSearchInput\n    $page: Int!\n    $per: Int!\n    $sortType: JobSort!\n    $withPrefectures: Boolean!\n    $withMunicipalities: Boolean!\n    $withOccupations: Boolean!\n  ) {\n    searchJobs(query: $query, occupation: $occupation, page: $page, per: $per, sortType: $sortType) {\n      nodes {\n        ...JobCardFields\n      }\n      totalCount\n      memberOnlyCount\n      page\n      per\n      totalPages\n      facets {\n        features {\n          id\n          count\n        }\n        prefectures @include(if: $withPrefectures) {\n          id\n          count\n        }\n        municipalities @include(if: $withMunicipalities) {\n          id\n          count\n        }\n        hiringTypes {\n          id\n          count\n        }\n        occupations @include(if: $withOccupations) {\n          id\n          count\n        }\n        shifts {\n          id\n          count\n        }\n      }\n      keywordConditions {\n        kind\n        id\n        words\n      }\n    }\n  }\n"): typeof import('./graphql').SearchJobListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PrefectureMunicipalities($prefectureNameEn: String!) {\n    searchMunicipalities(prefectureNameEn: $prefectureNameEn) {\n      id\n      name\n      location {\n        latitude\n        longitude\n      }\n    }\n  }\n"): typeof import('./graphql').PrefectureMunicipalitiesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VerifyJoiningConfirmation($token: String!) {\n    verifyEntryJoiningConfirmationToken(token: $token) {\n      isValid\n      jobTitle\n      companyName\n      hasJoined\n      joinedOn\n      expiresAt\n    }\n  }\n"): typeof import('./graphql').VerifyJoiningConfirmationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateJoiningConfirmation($input: UpdateEntryJoiningConfirmationInput!) {\n    updateEntryJoiningConfirmation(input: $input) {\n      confirmation {\n        hasJoined\n        joinedOn\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateJoiningConfirmationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MagazineCardFields on MagazineArticle {\n    id\n    title\n    description\n    thumbnail {\n      url\n    }\n    categories {\n      id\n      name\n    }\n    updatedAt\n  }\n"): typeof import('./graphql').MagazineCardFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MagazineList($categoryId: ID, $keyword: String, $page: Int!, $per: Int!) {\n    magazineArticles(categoryId: $categoryId, keyword: $keyword, page: $page, per: $per) {\n      nodes {\n        ...MagazineCardFields\n      }\n      totalCount\n      totalPages\n      per\n    }\n    magazineCategories {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').MagazineListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MagazineArticle($id: ID!) {\n    magazineArticle(id: $id) {\n      id\n      title\n      description\n      thumbnail {\n        url\n        alt\n      }\n      categories {\n        id\n        name\n      }\n      occupation {\n        name\n        occupationNameEn\n      }\n      publishedAt\n      updatedAt\n      content\n    }\n  }\n"): typeof import('./graphql').MagazineArticleDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InterviewCalendar($proposalId: ID!) {\n    interviewCalendar(proposalId: $proposalId) {\n      fileName\n      content\n    }\n  }\n"): typeof import('./graphql').InterviewCalendarDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FavoriteJobsPage($page: Int!, $per: Int!) {\n    favoriteJobs(page: $page, per: $per) {\n      nodes {\n        ...JobCardFields\n        isPublished\n      }\n      totalCount\n      page\n      per\n      totalPages\n    }\n  }\n"): typeof import('./graphql').FavoriteJobsPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RequirementsCoreFields on Requirements {\n    desiredJobChangeTiming\n    desiredWorkingHours\n    salaryRange {\n      lowest\n      highest\n    }\n  }\n"): typeof import('./graphql').RequirementsCoreFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPage($rooms: Int!, $notices: Int!) {\n    endUserViewer {\n      id\n      name\n      email\n      phoneNumber\n      birthYear\n      gender\n      zipCode\n      employmentStatus\n      occupations {\n        id\n        name\n      }\n      qualifications {\n        id\n      }\n      jobHistories {\n        id\n      }\n      educationalBackground {\n        education\n      }\n      personality {\n        selfPr\n      }\n      requirements {\n        ...RequirementsCoreFields\n      }\n      resumes {\n        id\n      }\n      setting {\n        isReceiveScout\n      }\n      favoriteJobCount\n      messageCount\n      unreadNoticeCount\n    }\n    rooms(first: $rooms) {\n      totalCount\n      edges {\n        node {\n          id\n          unreadMessageCount\n          createdAt\n          company {\n            id\n            name\n          }\n          entry {\n            id\n            currentStatus\n            createdAt\n            updatedAt\n            interviewProposal {\n              id\n              status\n              place\n              chosenSlot {\n                startsAt\n                endsAt\n              }\n            }\n            job {\n              id\n              title\n              occupation {\n                occupationNameEn\n              }\n            }\n          }\n          scout {\n            id\n            createdAt\n            isHiring\n            hiddenCompanyName\n            occupationCategory {\n              name\n            }\n          }\n          lastMessage {\n            createdAt\n          }\n        }\n      }\n    }\n    notices(first: $notices) {\n      totalCount\n      unreadCount\n      edges {\n        node {\n          id\n          text\n          url\n          readAt\n          createdAt\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').MyPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ScoutSettingFields on Setting {\n    scoutStatus\n    scoutAllowOccupationCategoryIds\n    isReceiveScout\n  }\n"): typeof import('./graphql').ScoutSettingFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySettingPage {\n    MySetting {\n      setting {\n        ...ScoutSettingFields\n      }\n      occupationCategories {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').MySettingPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveSetting($input: SaveSettingInput!) {\n    saveSetting(input: $input) {\n      scoutStatus\n      scoutAllowOccupationCategoryIds\n      isReceiveScout\n    }\n  }\n"): typeof import('./graphql').SaveSettingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsList($page: Int!, $per: Int!) {\n    newsItems(page: $page, per: $per) {\n      nodes {\n        id\n        slug\n        path\n        title\n        publishedDate\n      }\n      totalCount\n      totalPages\n    }\n  }\n"): typeof import('./graphql').NewsListDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewsItem($slug: String!) {\n    newsItem(slug: $slug) {\n      id\n      slug\n      path\n      title\n      publishedDate\n      body\n    }\n  }\n"): typeof import('./graphql').NewsItemDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationSettingsPage {\n    notificationSettings {\n      settings {\n        kind\n        site\n        email\n        line\n      }\n      email\n      lineLinked\n      conversionId\n    }\n  }\n"): typeof import('./graphql').NotificationSettingsPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveNotificationSettings($input: SaveNotificationSettingsInput!) {\n    saveNotificationSettings(input: $input) {\n      notificationSettings {\n        settings {\n          kind\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SaveNotificationSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribeNotifications($input: UnsubscribeNotificationsInput!) {\n    unsubscribeNotifications(input: $input) {\n      kind\n    }\n  }\n"): typeof import('./graphql').UnsubscribeNotificationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConnectLineFromSettings($input: ConnectCvToLineUserInput!) {\n    connectCvToLineUser(input: $input) {\n      conversionId\n    }\n  }\n"): typeof import('./graphql').ConnectLineFromSettingsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResumeRecordFields on Resume {\n    jobHistories {\n      id\n      companyName\n      employmentType\n      joinedYear\n      joinedMonth\n      retiredYear\n      retiredMonth\n    }\n    qualifications {\n      id\n      name\n    }\n    education {\n      education\n      schoolName\n      graduationStatus\n      graduationYear\n      graduationMonth\n    }\n  }\n"): typeof import('./graphql').ResumeRecordFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResumePrint {\n    endUserViewer {\n      id\n      email\n      phoneNumber\n      resumes {\n        id\n        name\n        reason\n        hopes\n        userName\n        nameKana\n        birthDate\n        birthYear\n        gender\n        zipCode\n        address {\n          postalCode\n          prefectureName\n          municipality\n          line\n        }\n        photo {\n          dataUrl\n        }\n        ...ResumeRecordFields\n      }\n    }\n  }\n"): typeof import('./graphql').ResumePrintDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CareerSheetPrint {\n    endUserViewer {\n      id\n      name\n      careerSheets {\n        id\n        name\n        summary\n        jobHistories {\n          id\n          companyName\n          companyBusinessDetail\n          employmentType\n          joinedYear\n          joinedMonth\n          retiredYear\n          retiredMonth\n          jobDescription\n          otherOccupationName\n          occupation {\n            name\n          }\n        }\n        qualifications {\n          id\n          name\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CareerSheetPrintDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileEditor {\n    endUserViewer {\n      id\n      email\n      phoneNumber\n      authType\n      name\n      birthYear\n      gender\n      zipCode\n      prefecture {\n        id\n      }\n      employmentStatus\n      detail {\n        numberOfDependents\n        hasSpouse\n      }\n      occupations {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').ProfileEditorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CareerSheetEditor {\n    endUserViewer {\n      id\n      jobHistories {\n        ...JobHistoryEditorFields\n      }\n      educationalBackground {\n        education\n        schoolName\n        graduationStatus\n        graduationYear\n        graduationMonth\n      }\n      qualifications {\n        id\n      }\n      personality {\n        experienceCompanyNum\n        interestOrHobby\n        speciality\n        selfPr\n      }\n      requirements {\n        ...RequirementsCoreFields\n        desiredCars {\n          id\n        }\n        desiredParticularConditions {\n          id\n        }\n        desiredWorkplaceStrengths {\n          id\n        }\n      }\n      careerSheets {\n        id\n        name\n        summary\n        createdAt\n        updatedAt\n        jobHistories {\n          id\n        }\n        qualifications {\n          id\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').CareerSheetEditorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResumeEditor {\n    endUserViewer {\n      id\n      name\n      birthYear\n      zipCode\n      jobHistories {\n        id\n      }\n      educationalBackground {\n        education\n      }\n      resumes {\n        id\n        name\n        reason\n        hopes\n        nameKana\n        birthDate\n        address {\n          postalCode\n          prefectureId\n          prefectureName\n          municipality\n          line\n        }\n        photo {\n          dataUrl\n        }\n        updatedAt\n        userName\n        gender\n        birthYear\n        zipCode\n        numberOfDependents\n        hasSpouse\n        createdAt\n        ...ResumeRecordFields\n      }\n    }\n  }\n"): typeof import('./graphql').ResumeEditorDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUserBasicInformation($input: UpdateUserBasicInformationInput!) {\n    updateUserBasicInformation(input: $input) {\n      user {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateUserBasicInformationDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($input: UpdateUserInput!) {\n    updateUser(input: $input) {\n      user {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobHistoryEditorFields on JobHistory {\n    id\n    occupation {\n      id\n    }\n    otherOccupationName\n    companyName\n    companyBusinessDetail\n    joinedYear\n    joinedMonth\n    retiredYear\n    retiredMonth\n    employmentType\n    jobDescription\n  }\n"): typeof import('./graphql').JobHistoryEditorFieldsFragmentDoc;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveJobHistories($input: SaveJobHistoriesInput!) {\n    saveJobHistories(input: $input) {\n      jobHistories {\n        ...JobHistoryEditorFields\n      }\n    }\n  }\n"): typeof import('./graphql').SaveJobHistoriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveEducationalBackground($input: SaveEducationalBackgroundInput!) {\n    saveEducationalBackground(input: $input) {\n      educationalBackground {\n        education\n      }\n    }\n  }\n"): typeof import('./graphql').SaveEducationalBackgroundDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavePersonalityAndRequirements($input: SavePersonalityAndRequirementsInput!) {\n    savePersonalityAndRequirements(input: $input) {\n      personality {\n        selfPr\n      }\n    }\n  }\n"): typeof import('./graphql').SavePersonalityAndRequirementsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateResume($input: CreateResumeInput!) {\n    createResume(input: $input) {\n      resume {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').CreateResumeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveResume($input: RemoveResumeInput!) {\n    removeResume(input: $input) {\n      resumeId\n    }\n  }\n"): typeof import('./graphql').RemoveResumeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateResume($input: UpdateResumeInput!) {\n    updateResume(input: $input) {\n      resume {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateResumeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCareerSheet($input: UpdateCareerSheetInput!) {\n    updateCareerSheet(input: $input) {\n      careerSheet {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').UpdateCareerSheetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCareerSheet($input: CreateCareerSheetInput!) {\n    createCareerSheet(input: $input) {\n      careerSheet {\n        id\n      }\n    }\n  }\n"): typeof import('./graphql').CreateCareerSheetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCareerSheet($input: RemoveCareerSheetInput!) {\n    removeCareerSheet(input: $input) {\n      careerSheetId\n    }\n  }\n"): typeof import('./graphql').RemoveCareerSheetDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalaryInsightPage($occupation: String!, $prefectureNameEn: String) {\n    salaryInsight(occupation: $occupation, prefectureNameEn: $prefectureNameEn) {\n      occupation {\n        id\n        name\n        occupationNameEn\n      }\n      prefecture {\n        id\n        name\n        prefectureEnName\n      }\n      statistics {\n        jobCount\n        average\n        minimum\n        firstQuartile\n        median\n        thirdQuartile\n        maximum\n      }\n      histogram {\n        lowerBound\n        upperBound\n        jobCount\n      }\n      byFeature {\n        feature {\n          id\n          name\n        }\n        statistics {\n          jobCount\n          firstQuartile\n          median\n          thirdQuartile\n        }\n      }\n      byPrefecture {\n        prefecture {\n          id\n          name\n          prefectureEnName\n        }\n        statistics {\n          jobCount\n          median\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SalaryInsightPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobsByIds($ids: [ID!]!) {\n    jobsByIds(ids: $ids) {\n      ...JobCardFields\n    }\n  }\n"): typeof import('./graphql').JobsByIdsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JobsByIdsWithSalaryDesc($ids: [ID!]!) {\n    jobsByIdsWithSalaryDesc(ids: $ids) {\n      ...JobCardFields\n      isPublished\n    }\n  }\n"): typeof import('./graphql').JobsByIdsWithSalaryDescDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecommendedFor($id: ID!) {\n    job(id: $id) {\n      id\n      recommendJobs(limit: 12) {\n        ...JobCardFields\n      }\n    }\n  }\n"): typeof import('./graphql').RecommendedForDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LinkScoutSetting($conversionId: String!, $token: String) {\n    scoutSetting(conversionId: $conversionId, token: $token) {\n      ...ScoutSettingFields\n    }\n    occupationCategories {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').LinkScoutSettingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveScoutSetting($input: SaveScoutSettingInput!) {\n    saveScoutSetting(input: $input) {\n      setting {\n        ...ScoutSettingFields\n      }\n    }\n  }\n"): typeof import('./graphql').SaveScoutSettingDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchPlaceMunicipalities($prefecture: String!) {\n    searchMunicipalities(prefectureNameEn: $prefecture) {\n      id\n      name\n    }\n  }\n"): typeof import('./graphql').SearchPlaceMunicipalitiesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceSuggestions($prefix: String!, $limit: Int) {\n    searchSuggestions(prefix: $prefix, place: true, limit: $limit) {\n      kind\n      id\n      label\n    }\n  }\n"): typeof import('./graphql').PlaceSuggestionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SitemapJobTotal($occupation: String, $query: JobSearchInput) {\n    searchJobTotalCount(occupation: $occupation, query: $query)\n  }\n"): typeof import('./graphql').SitemapJobTotalDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SitemapJobs($page: Int!, $per: Int!) {\n    searchJobs(page: $page, per: $per, sortType: published_at) {\n      nodes {\n        id\n        editedAt\n        isMemberOnly\n        isHiring\n        occupation {\n          occupationNameEn\n        }\n      }\n    }\n  }\n"): typeof import('./graphql').SitemapJobsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SitemapOccupations($occupation: String!) {\n    occupations {\n      occupationNameEn\n      publishedJobCount\n    }\n    features(occupation: $occupation) {\n      id\n      publishedJobCount\n    }\n  }\n"): typeof import('./graphql').SitemapOccupationsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobCardFields on Job {\n    id\n    title\n    lowestSalary\n    highestSalary\n    salaryOption\n    hiringType\n    isHiring\n    isMemberOnly\n    addressLine\n    company {\n      id\n      name\n    }\n    prefecture {\n      name\n    }\n    municipality {\n      name\n    }\n    occupation {\n      occupationNameEn\n    }\n    features {\n      id\n      name\n    }\n    jobDetail {\n      catchphrase\n      jobDescriptionOption\n      holidayOption\n    }\n    companyImages {\n      url\n    }\n    publishedAt\n    workingTimes {\n      attendanceTime\n      leaveTime\n    }\n  }\n"): typeof import('./graphql').JobCardFieldsFragmentDoc;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
