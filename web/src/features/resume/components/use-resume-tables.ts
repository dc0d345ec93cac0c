import { useQueries, useQuery } from '@tanstack/react-query';
import { resumeQueries } from '../api/queries';
import type { ResumeCodeTables } from './resume-form';

/** Loads the code tables and districts (grouped by region) the resume form needs. */
export function useResumeTables(): {
  tables: ResumeCodeTables | null;
  isError: boolean;
  refetch: () => void;
} {
  const qualification = useQuery(resumeQueries.qualification());
  const workYears = useQuery(resumeQueries.workYears());
  const employmentType = useQuery(resumeQueries.employmentType());
  const regions = useQuery(resumeQueries.areas());
  const districts = useQueries({
    queries: (regions.data ?? []).map((r) => resumeQueries.areas(r.areaid)),
  });
  const all = [qualification, workYears, employmentType, regions, ...districts];
  const isError = all.some((q) => q.isError);
  const refetch = () => all.filter((q) => q.isError).forEach((q) => void q.refetch());
  if (
    !qualification.data ||
    !workYears.data ||
    !employmentType.data ||
    !regions.data ||
    districts.some((d) => !d.data)
  ) {
    return { tables: null, isError, refetch };
  }
  return {
    isError,
    refetch,
    tables: {
      qualification: qualification.data,
      workYears: workYears.data,
      employmentType: employmentType.data,
      districts: regions.data.map((region, i) => ({
        group: region.areaname,
        items: (districts[i]?.data ?? []).map((d) => ({ value: d.areaid, label: d.areaname })),
      })),
    },
  };
}
