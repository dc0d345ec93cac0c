/** Clinics, doctors and their weekly schedules, built deterministically. */
import type { OpeningHours } from '@portal/shared';
import { SPECIALTIES, LANGUAGES } from '@portal/shared';
import { rng } from '../../lib/ids';
import {
  APPROACHES,
  CONDITIONS,
  GIVEN,
  GIVEN_ROMAN,
  SURNAMES,
  SURNAME_ROMAN,
  TITLES,
  UNIVERSITIES,
} from './content';
import { CLINIC_BRANDS, DISTRICTS, LOCATIONS } from './places';

export interface ClinicSeed {
  clinicid: string;
  clinicname: string;
  contacttel: string;
  address: string;
  arealevel1id: string;
  arealevel2id: string;
  lat: number;
  lng: number;
  logo: string;
  introduce: string;
  openinghours: OpeningHours[];
  photos: string[];
  services: string[];
}

export interface DoctorSeed {
  globaluserid: string;
  username: string;
  /** Hong Kong romanisation of the name (as on the photo), e.g. LEE Cheuk Yin; searchable. */
  romanname: string;
  /** Illnesses the doctor treats (named in the bio); searchable. */
  conditions: string[];
  title: string;
  photo: string;
  specialties: string[];
  regno: string;
  languages: string[];
  introduce: string;
  workexperience: string;
  education: string;
  clinicids: string[];
}

export interface WorkSectionSeed {
  globaluserid: string;
  clinicid: string;
  weekday: number;
  starttime: string;
  endtime: string;
  capacity: number;
  reserved: number;
}

const REGION_PREFIX: Record<string, string> = { '1': '香港', '2': '九龍', '3': '新界' };

const SERVICES = [
  '中醫內科',
  '針灸',
  '推拿',
  '拔罐',
  '刮痧',
  '艾灸',
  '中藥配劑',
  '代煎中藥',
  '天灸',
];

export function buildClinics(): ClinicSeed[] {
  const rand = rng(7);
  return LOCATIONS.map((loc, i) => {
    const district = DISTRICTS.find((d) => d.areaid === loc.district)!;
    const brand = CLINIC_BRANDS[i % CLINIC_BRANDS.length]!;
    const satClose = i % 3 === 0 ? '18:00' : '13:00';
    const sundayOpen = i % 4 === 1;
    const openinghours: OpeningHours[] = [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
      if (weekday === 7 && !sundayOpen) return { weekday, open: '', close: '', closed: true };
      if (weekday === 7) return { weekday, open: '10:00', close: '13:00', closed: false };
      if (weekday === 6) return { weekday, open: '09:00', close: satClose, closed: false };
      return { weekday, open: '09:00', close: i % 2 ? '19:00' : '20:00', closed: false };
    });
    const services = SERVICES.filter((_, k) => k < 3 || rand() < 0.5);
    const no = 10 + Math.floor(rand() * 480);
    const floor = 1 + Math.floor(rand() * 20);
    return {
      clinicid: `C${101 + i}`,
      clinicname: `${brand}（${loc.place}）`,
      contacttel: `2${String(Math.floor(1000000 + rand() * 8999999))}`,
      address: `${loc.place.startsWith(REGION_PREFIX[district.parentid] ?? '-') ? '' : (REGION_PREFIX[district.parentid] ?? '')}${loc.place}${loc.street}${no}號${floor}樓${String.fromCharCode(65 + (i % 6))}室`,
      arealevel1id: district.parentid,
      arealevel2id: district.areaid,
      lat: loc.lat,
      lng: loc.lng,
      logo: `/files/seed/logos/brand-${(i % CLINIC_BRANDS.length) + 1}.svg`,
      introduce: [
        `${brand}${loc.place}分店位於${loc.street}，鄰近港鐵站，交通方便。`,
        `診所由註冊中醫師主理，提供${services.slice(0, 4).join('、')}等服務，並設網上預約。`,
        '診所接受長者醫療券，歡迎查詢。',
      ].join('\n'),
      openinghours,
      photos: [1, 2, 3].map((k) => `/files/seed/clinics/clinic-${((i + k) % 6) + 1}.svg`),
      services,
    };
  });
}

export function buildDoctors(): DoctorSeed[] {
  const rand = rng(11);
  const clinics = buildClinics();
  return GIVEN.map((given, i) => {
    const id = `D${1001 + i}`;
    const surname = SURNAMES[(i * 7 + 1) % SURNAMES.length]!;
    const title = i === 0 ? '主任中醫師' : TITLES[Math.floor(rand() * TITLES.length)]!;
    const s1 = SPECIALTIES[i % SPECIALTIES.length]!;
    const s2 = SPECIALTIES[(i * 3 + 4) % SPECIALTIES.length]!;
    const specialties = i === 0 ? ['內科', '調理養生', '針灸'] : [...new Set([s1, s2])];
    const languages = [
      '粵語',
      ...(rand() < 0.7 ? ['普通話'] : []),
      ...(rand() < 0.3 ? ['英語'] : []),
    ];
    if (rand() < 0.08) languages.push(LANGUAGES[3 + (i % 2)]!);
    const primary = clinics[i % clinics.length]!;
    const clinicids = [primary.clinicid];
    if (i === 0) clinicids.push('C102');
    else if (i % 3 === 0) {
      const second = clinics[(i * 7 + 3) % clinics.length]!.clinicid;
      if (second !== primary.clinicid) clinicids.push(second);
    }
    const uni = UNIVERSITIES[i % UNIVERSITIES.length]!;
    const romanname = `${SURNAME_ROMAN[surname] ?? ''} ${GIVEN_ROMAN[given] ?? ''}`.trim();
    // A few of what each specialty treats, chosen by the doctor's index so no two bios read alike.
    const conditions = [
      ...new Set(
        specialties.flatMap((s, k) => {
          const list = CONDITIONS[s] ?? [];
          const start = i + Math.floor(i / SPECIALTIES.length) + k * 3;
          return [0, 1].map((j) => list[(start + j) % list.length]!);
        }),
      ),
    ];
    const years = 5 + ((i * 7) % 25);
    const regno =
      title === '表列中醫師'
        ? `L0${String(1000 + i * 37)}`
        : `00${String(2000 + i * 97).padStart(4, '0')}`;
    return {
      globaluserid: id,
      username: `${surname}${given}`,
      romanname,
      conditions,
      title,
      photo: `/files/seed/doctors/${id}.svg`,
      specialties,
      regno,
      languages: [...new Set(languages)],
      introduce: [
        `${surname}${given}醫師（Dr ${romanname}），從事中醫臨床工作${years}年，專長${specialties.join('、')}。`,
        `擅長治療${conditions.join('、')}。`,
        `${surname}醫師${APPROACHES[i % APPROACHES.length]!}`,
        '診症語言：' + [...new Set(languages)].join('、') + '。',
      ].join('\n'),
      workexperience: [
        `${2024 - years}年起於${primary.clinicname}應診`,
        `曾任${CLINIC_BRANDS[(i + 5) % CLINIC_BRANDS.length]}駐診中醫師`,
      ].join('\n'),
      education: uni,
      clinicids,
    };
  });
}

function halfHours(from: string, to: string): [string, string][] {
  const toMin = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  const fmt = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const out: [string, string][] = [];
  for (let m = toMin(from); m + 30 <= toMin(to); m += 30) out.push([fmt(m), fmt(m + 30)]);
  return out;
}

/**
 * Weekly patterns. The demo doctor D1001 works Monday to Saturday mornings (C101 on Mon/Wed/Fri,
 * C102 on Tue/Thu/Sat) and Monday/Wednesday afternoons; the 10:00 and 15:00 sections are always
 * full (taken by telephone bookings), so a full section is always on the calendar.
 */
export function buildWorkSections(doctors: DoctorSeed[]): WorkSectionSeed[] {
  const rand = rng(23);
  const out: WorkSectionSeed[] = [];
  for (const [i, d] of doctors.entries()) {
    if (i === 0) {
      for (let weekday = 1; weekday <= 6; weekday++) {
        const clinicid = weekday % 2 ? 'C101' : 'C102';
        for (const [starttime, endtime] of halfHours('09:00', '12:30'))
          out.push({
            globaluserid: d.globaluserid,
            clinicid,
            weekday,
            starttime,
            endtime,
            capacity: 2,
            reserved: starttime === '10:00' ? 2 : 0,
          });
        if (weekday === 1 || weekday === 3)
          for (const [starttime, endtime] of halfHours('14:30', '17:30'))
            out.push({
              globaluserid: d.globaluserid,
              clinicid,
              weekday,
              starttime,
              endtime,
              capacity: 2,
              reserved: starttime === '15:00' ? 2 : 0,
            });
      }
      continue;
    }
    const days = [1, 2, 3, 4, 5, 6, 7].filter((w) => (w === 7 ? rand() < 0.15 : rand() < 0.6));
    if (days.length === 0) days.push(1 + (i % 6));
    days.forEach((weekday, k) => {
      const clinicid = d.clinicids[k % d.clinicids.length]!;
      const blocks: [string, string][] = [];
      const r = rand();
      if (r < 0.45 || weekday >= 6) blocks.push(['09:30', '12:30']);
      else if (r < 0.8) blocks.push(['14:30', '18:00']);
      else blocks.push(['09:30', '12:30'], ['14:30', '18:00']);
      for (const [from, to] of blocks)
        for (const [starttime, endtime] of halfHours(from, to)) {
          const capacity = 1 + Math.floor(rand() * 3);
          const reserved = rand() < 0.12 ? capacity : rand() < 0.2 ? capacity - 1 : 0;
          out.push({
            globaluserid: d.globaluserid,
            clinicid,
            weekday,
            starttime,
            endtime,
            capacity,
            reserved,
          });
        }
    });
  }
  return out;
}
