import { useQueries, useQuery } from '@tanstack/react-query';
import type { CodeTableEntry, NameKind } from '@portal/shared';
import { codeName } from '../../../lib/i18n/code-names';
import { useMessageOptions, type MessageOptions } from '../../../lib/i18n/locale';
import { resumeQueries } from '../api/queries';
import type { ResumeCodeTables } from './resume-form';

/** A code table with each entry's name in the render's locale (English on the English pages). */
function named(entries: CodeTableEntry[], kind: NameKind, o: MessageOptions): CodeTableEntry[] {
  return entries.map((e) => ({
    ...e,
    codedesc: codeName(kind, e.codedesc || e.codeDesc || '', o),
  }));
}

/**
 * Loads the code tables and districts (grouped by region) the resume form needs, their names in
 * the render's locale (the values stay the API's ids).
 */
export function useResumeTables(): {
  tables: ResumeCodeTables | null;
  isError: boolean;
  refetch: () => void;
} {
  const o = useMessageOptions();
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
      qualification: named(qualification.data, 'qualification', o),
      workYears: named(workYears.data, 'workYears', o),
      employmentType: named(employmentType.data, 'employment', o),
      districts: regions.data.map((region, i) => ({
        group: codeName('area', region.areaname, o),
        items: (districts[i]?.data ?? []).map((d) => ({
          value: d.areaid,
          label: codeName('area', d.areaname, o),
        })),
      })),
    },
  };
}
