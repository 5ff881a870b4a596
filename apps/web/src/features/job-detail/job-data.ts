import { CacheTag, jobTag } from '@jobsite/domain/web-cache';
import { graphql } from '@/graphql/generated';
import { cachedQuery, REVALIDATE } from '@/lib/graphql/server';

export const jobDetailQuery = graphql(`
  query JobDetail($id: ID!) {
    job(id: $id) {
      id
      title
      addressLine
      buildingName
      zipCode
      highestSalary
      lowestSalary
      salaryOption
      hiringType
      contractCategory
      createdAt
      editedAt
      publishedAt
      validThrough
      closedAt
      interviewVideoUrl
      isPublished
      isHellowork
      isHiring
      isMemberOnly
      companyImages {
        url
        alt
      }
      company {
        id
        name
        addressLine
        publishedJobCount
        images {
          url
        }
        companyDetail {
          ...CompanyDetailFields
        }
      }
      offices {
        id
        name
        zipCode
        addressLine
        nearestStation
      }
      features {
        id
        name
        category {
          id
          name
        }
      }
      prefecture {
        name
        prefectureEnName
      }
      municipality {
        id
        name
      }
      location {
        latitude
        longitude
      }
      occupation {
        id
        name
        occupationNameEn
      }
      workingTimes {
        attendanceTime
        leaveTime
        shift
      }
      jobDetail {
        catchphrase
        holidayOption
        jobDescriptionOption
        message
        qualificationOption
        selectionProcess
        applicationProcedure
        suitablePerson
        notSuitablePerson
        welfareOption
        workingTimeOption
        flowOfTheDay
        flowOfAfterJoining
        locationNote
        appealMessage
      }
      appealPoints {
        id
        title
        body
        image {
          url
          alt
        }
      }
      summaries {
        title
        body
      }
      articleSections {
        id
        title
        body
        image {
          url
          alt
        }
      }
      jobSeekerComments {
        id
        displayName
        age
        gender
        comment
        createdAt
      }
      nearDistanceJobs(limit: 6) {
        ...JobCardFields
      }
      recommendJobs(limit: 6) {
        ...JobCardFields
      }
    }
  }
`);

/** A job page's data, shared by every visitor; null for an unknown id. */
export async function loadJob(id: string) {
  const data = await cachedQuery(
    jobDetailQuery,
    { id },
    { revalidate: REVALIDATE.job, tags: [CacheTag.jobs, jobTag(id)] },
  );
  return data.job;
}

export type JobDetail = NonNullable<Awaited<ReturnType<typeof loadJob>>>;
