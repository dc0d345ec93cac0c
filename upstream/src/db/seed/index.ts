/**
 * Deterministic demo data (no network): the same rows on every machine, with dates relative to the
 * moment of seeding so bookings, visits and news always look current.
 */
import type Database from 'better-sqlite3';
import { rng } from '../../lib/ids';
import { addDays, hkDate, weekdayOf, DAY_MS } from '../../lib/time';
import {
  ACTIVITIES,
  ASKS,
  CATEGORY_SPECIALTIES,
  ASSOCIATIONS,
  CLINIC_NEWS,
  ILLNESS_CATEGORIES,
  INDUSTRY_NEWS,
  JOB_TITLES,
  KNOWLEDGE,
  NEWS_CATEGORIES,
  PRESCRIPTIONS,
  SOLAR_TERMS,
  SOUPS,
  WELLNESS,
} from './content';
import { DISTRICTS, REGIONS, SALES_POINTS } from './places';
import { buildClinics, buildDoctors, buildWorkSections, type WorkSectionSeed } from './people';

const DEMO_CLIENT = {
  clientid: 'U10001',
  phone: '91234567',
  password: 'Demo1234',
  username: '陳大文',
  /** scrypt hash of the documented demo password, precomputed so seeding stays fast. */
  pwhash:
    'scrypt$63a17b5e1d27d87e0444f624cb554a9d$677720bfaeda396693e93332ef046c5354c54d5fe3d410f760bc20c1fb2b4541',
} as const;
const SECOND_CLIENT = {
  clientid: 'U10002',
  phone: '92345678',
  password: 'Demo1234',
  username: '李小美',
  pwhash:
    'scrypt$20f31cc64aaf7e73fee7e016be8425a2$8fc90d9a492b5541e4abc7c2fb36461d88eba8bf73600987debb4678cefb4832',
} as const;

/** The demo doctor's login: the account of doctor D1001, who may publish health news. */
const DEMO_DOCTOR = {
  clientid: 'U10003',
  phone: '93456789',
  password: 'Demo1234',
  globaluserid: 'D1001',
  pwhash: DEMO_CLIENT.pwhash,
} as const;

/** Base of the booking statistic: bookings made before the portal went online. */
const BOOKING_COUNT_BASE = 12860;

const EMPLOYMENT_TYPES: [string, string, string][] = [
  ['ET01', '全職', '全职'],
  ['ET02', '兼職', '兼职'],
  ['ET03', '合約', '合约'],
  ['ET04', '實習', '实习'],
];
const QUALIFICATIONS: [string, string, string][] = [
  ['Q01', '不限', '不限'],
  ['Q02', '中學', '中学'],
  ['Q03', '文憑／副學位', '文凭／副学位'],
  ['Q04', '學士', '学士'],
  ['Q05', '碩士或以上', '硕士或以上'],
];
const WORK_YEARS: [string, string, string][] = [
  ['WY01', '不限', '不限'],
  ['WY02', '1年以下', '1年以下'],
  ['WY03', '1至3年', '1至3年'],
  ['WY04', '3至5年', '3至5年'],
  ['WY05', '5年以上', '5年以上'],
];

type Row = Record<string, unknown>;

function inserter(db: Database.Database, table: string) {
  let stmt: Database.Statement | undefined;
  return (row: Row): void => {
    if (!stmt) {
      const cols = Object.keys(row);
      stmt = db.prepare(
        `INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map((c) => '@' + c).join(', ')})`,
      );
    }
    stmt.run(row);
  };
}

/** The first `count` dates from `from` (inclusive) on which `sections` has work for a weekday. */
function workDates(sections: WorkSectionSeed[], from: string, count: number): string[] {
  const days = new Set(sections.map((s) => s.weekday));
  const out: string[] = [];
  for (let i = 0; out.length < count && i < 60; i++) {
    const d = addDays(from, i);
    if (days.has(weekdayOf(d))) out.push(d);
  }
  return out;
}

export function seed(db: Database.Database, now: number): void {
  const rand = rng(20240601);
  const pick = <T>(arr: readonly T[]): T => arr[Math.floor(rand() * arr.length)] as T;
  const today = hkDate(now);
  const ins = (t: string) => inserter(db, t);

  db.transaction(() => {
    const meta = ins('meta');
    meta({ key: 'seeded', value: String(now) });
    meta({ key: 'bookingcount', value: String(BOOKING_COUNT_BASE) });

    // Areas
    const area = ins('areas');
    REGIONS.forEach((r, i) =>
      area({
        areaid: r.areaid,
        parentid: '0',
        level: 1,
        name_b5: r.b5,
        name_gb: r.gb,
        sortorder: i,
      }),
    );
    DISTRICTS.forEach((d, i) =>
      area({
        areaid: d.areaid,
        parentid: d.parentid,
        level: 2,
        name_b5: d.b5,
        name_gb: d.gb,
        sortorder: i,
      }),
    );

    // Code tables
    const code = ins('codetables');
    const codes = (table: string, rows: [string, string, string][]) =>
      rows.forEach(([codeid, b5, gb], i) =>
        code({ tablename: table, codeid, codedesc: b5, codedesc_gb: gb, sortorder: i }),
      );
    codes('employment', EMPLOYMENT_TYPES);
    codes('qualification', QUALIFICATIONS);
    codes('workyears', WORK_YEARS);
    codes('news', NEWS_CATEGORIES);
    codes(
      'illness',
      ILLNESS_CATEGORIES.map(([id, name]) => [id, name, name]),
    );

    // Clinics, doctors, schedules
    const clinics = buildClinics();
    const clinic = ins('clinics');
    clinics.forEach((c, i) =>
      clinic({
        ...c,
        openinghours: JSON.stringify(c.openinghours),
        photos: JSON.stringify(c.photos),
        services: JSON.stringify(c.services),
        sortorder: i,
      }),
    );
    const doctors = buildDoctors();
    const doctor = ins('doctors');
    const docClinic = ins('doctor_clinics');
    doctors.forEach((d, i) => {
      doctor({
        globaluserid: d.globaluserid,
        username: d.username,
        title: d.title,
        photo: d.photo,
        specialties: JSON.stringify(d.specialties),
        regno: d.regno,
        languages: JSON.stringify(d.languages),
        introduce: d.introduce,
        workexperience: d.workexperience,
        education: d.education,
        sortorder: i,
      });
      for (const c of d.clinicids) docClinic({ globaluserid: d.globaluserid, clinicid: c });
    });
    const sectionsByDoctor = new Map<string, WorkSectionSeed[]>();
    const section = ins('work_sections');
    for (const s of buildWorkSections(doctors)) {
      section({ ...s });
      const list = sectionsByDoctor.get(s.globaluserid) ?? [];
      list.push(s);
      sectionsByDoctor.set(s.globaluserid, list);
    }

    // Clients
    const client = ins('clients');
    for (const c of [DEMO_CLIENT, SECOND_CLIENT]) {
      client({
        clientid: c.clientid,
        phone: c.phone,
        username: c.username,
        sex: c === DEMO_CLIENT ? 'M' : 'F',
        birthday: c === DEMO_CLIENT ? '1982-05-16' : '1990-09-03',
        email:
          c === DEMO_CLIENT
            ? 'chan.taiman@demo.hktcm-portal.hk'
            : 'lee.siumei@demo.hktcm-portal.hk',
        avatar: '',
        address: c === DEMO_CLIENT ? '九龍旺角彌敦道 688 號' : '新界沙田正街 3 號',
        pwhash: c.pwhash,
        createtime: now - 400 * DAY_MS,
      });
    }

    const doctorAccount = doctors.find((d) => d.globaluserid === DEMO_DOCTOR.globaluserid)!;
    ins('clients')({
      clientid: DEMO_DOCTOR.clientid,
      phone: DEMO_DOCTOR.phone,
      username: doctorAccount.username,
      pwhash: DEMO_DOCTOR.pwhash,
      globaluserid: DEMO_DOCTOR.globaluserid,
      createtime: now - 400 * DAY_MS,
    });

    // Bookings: future ones for both demo clients, one finished and one cancelled in the past.
    const booking = ins('bookings');
    const bookFree = (
      clientid: string,
      doctorId: string,
      nth: number,
      id: string,
      note: string,
    ) => {
      const secs = sectionsByDoctor.get(doctorId) ?? [];
      // From the day after tomorrow: outside the cancellation cutoff at any hour of seeding, so
      // the demo bookings can still be moved and cancelled online.
      const dates = workDates(secs, addDays(today, 2), nth + 1);
      const date = dates[nth] as string;
      const free = secs.filter((s) => s.weekday === weekdayOf(date) && s.reserved < s.capacity);
      const s = free[Math.min(free.length - 1, 2)] as WorkSectionSeed;
      booking({
        scheduleid: id,
        clientid,
        globaluserid: doctorId,
        clinicid: s.clinicid,
        scheduledate: date,
        starttime: s.starttime,
        endtime: s.endtime,
        note,
        sourcetype: 'F',
        status: 'booked',
        createtime: now - 2 * DAY_MS,
      });
    };
    bookFree(DEMO_CLIENT.clientid, 'D1001', 0, 'S50001', '覆診，失眠情況');
    bookFree(DEMO_CLIENT.clientid, 'D1005', 1, 'S50002', '肩頸痛，想做針灸');
    bookFree(SECOND_CLIENT.clientid, 'D1001', 1, 'S50003', '初診');
    const pastBooking = (id: string, doctorId: string, daysAgo: number, status: string) => {
      const s = (sectionsByDoctor.get(doctorId) ?? [])[0] as WorkSectionSeed;
      booking({
        scheduleid: id,
        clientid: DEMO_CLIENT.clientid,
        globaluserid: doctorId,
        clinicid: s.clinicid,
        scheduledate: addDays(today, -daysAgo),
        starttime: s.starttime,
        endtime: s.endtime,
        note: '',
        sourcetype: 'F',
        status,
        createtime: now - (daysAgo + 3) * DAY_MS,
      });
    };
    pastBooking('S40001', 'D1001', 20, 'done');
    pastBooking('S40002', 'D1003', 33, 'cancelled');

    // Visits with prescriptions
    const visit = ins('visits');
    const prescription = ins('prescriptions');
    const visitPlan: [string, string, string, number][] = [
      ['R20001', DEMO_CLIENT.clientid, 'D1001', 20],
      ['R20002', DEMO_CLIENT.clientid, 'D1003', 48],
      ['R20003', DEMO_CLIENT.clientid, 'D1001', 95],
      ['R20004', DEMO_CLIENT.clientid, 'D1007', 160],
      ['R20005', SECOND_CLIENT.clientid, 'D1002', 30],
    ];
    const visitPrescriptions = [1, 0, 2, 3, 0];
    visitPlan.forEach(([id, clientid, doctorId, daysAgo], i) => {
      const p = PRESCRIPTIONS[visitPrescriptions[i] as number]!;
      const d = doctors.find((x) => x.globaluserid === doctorId)!;
      visit({
        clientregisterid: id,
        clientid,
        globaluserid: doctorId,
        clinicid: d.clinicids[0],
        visitdate: `${addDays(today, -daysAgo)} ${i % 2 ? '15:30' : '10:30'}`,
        diagnosis: p.diagnosis,
        symptoms: p.symptoms,
        tongue: p.tongue,
        pulse: p.pulse,
        advice: p.advice,
        fee: 180 + p.herbs.length * 15,
      });
      prescription({
        prescriptionid: `P${30001 + i}`,
        clientregisterid: id,
        doses: 5 + (i % 3) * 2,
        usage: p.usage,
        instructions: '藥渣可再煎一次；服藥期間如有不適請聯絡診所。',
        items: JSON.stringify(
          p.herbs.map(([herbname, dosage, note]) => ({ herbname, dosage, unit: 'g', note })),
        ),
      });
    });

    // Plan and service cards with usage
    const plan = ins('plan_cards');
    const service = ins('service_cards');
    const usage = ins('card_usages');
    const c101 = clinics[0]!.clinicname;
    const c102 = clinics[1]!.clinicname;
    plan({
      medicalplanitemid: 'MP1001',
      clientid: DEMO_CLIENT.clientid,
      planname: '針灸療程（十次）',
      clinicname: c101,
      totaltimes: 10,
      startdate: addDays(today, -60),
      expiredate: addDays(today, 305),
    });
    plan({
      medicalplanitemid: 'MP1002',
      clientid: DEMO_CLIENT.clientid,
      planname: '推拿療程（六次）',
      clinicname: c102,
      totaltimes: 6,
      startdate: addDays(today, -200),
      expiredate: addDays(today, 165),
    });
    plan({
      medicalplanitemid: 'MP1003',
      clientid: SECOND_CLIENT.clientid,
      planname: '天灸療程（三次）',
      clinicname: c101,
      totaltimes: 3,
      startdate: addDays(today, -30),
      expiredate: addDays(today, 200),
    });
    for (let i = 0; i < 4; i++)
      usage({
        usageid: `UM${1001 + i}`,
        cardkind: 'plan',
        cardid: 'MP1001',
        usedate: addDays(today, -55 + i * 12),
        clinicname: c101,
        doctorname: doctors[0]!.username,
        item: '針灸治療',
        times: 1,
        amount: 0,
      });
    for (let i = 0; i < 6; i++)
      usage({
        usageid: `UM${2001 + i}`,
        cardkind: 'plan',
        cardid: 'MP1002',
        usedate: addDays(today, -190 + i * 14),
        clinicname: c102,
        doctorname: doctors[4]!.username,
        item: '推拿治療',
        times: 1,
        amount: 0,
      });
    service({
      clientservicecardid: 'SC1001',
      clientid: DEMO_CLIENT.clientid,
      cardname: '儲值服務卡 HK$3,000',
      clinicname: c101,
      totalamount: 3000,
      startdate: addDays(today, -120),
      expiredate: addDays(today, 245),
    });
    service({
      clientservicecardid: 'SC1002',
      clientid: DEMO_CLIENT.clientid,
      cardname: '家庭保健卡 HK$1,000',
      clinicname: c102,
      totalamount: 1000,
      startdate: addDays(today, -420),
      expiredate: addDays(today, -55),
    });
    service({
      clientservicecardid: 'SC1003',
      clientid: SECOND_CLIENT.clientid,
      cardname: '儲值服務卡 HK$2,000',
      clinicname: c101,
      totalamount: 2000,
      startdate: addDays(today, -10),
      expiredate: addDays(today, 355),
    });
    // [card, item, amount, days from today]: every use falls between its card's start and expiry.
    const scUse: [string, string, number, number][] = [
      ['SC1001', '診金及中藥（五劑）', 420, -100],
      ['SC1001', '針灸治療', 380, -82],
      ['SC1001', '診金及中藥（七劑）', 360, -64],
      ['SC1002', '診金及中藥（三劑）', 260, -150],
      ['SC1002', '推拿治療', 300, -96],
    ];
    scUse.forEach(([cardid, item, amount, days], i) =>
      usage({
        usageid: `US${1001 + i}`,
        cardkind: 'service',
        cardid,
        usedate: addDays(today, days),
        clinicname: cardid === 'SC1001' ? c101 : c102,
        doctorname: doctors[i % 3]!.username,
        item,
        times: 0,
        amount,
      }),
    );

    // Questions and answers
    const ask = ins('asks');
    const answer = ins('answers');
    const demoAsks = new Set(['IC03-0', 'IC07-0', 'IC08-0']);
    let askNo = 1001;
    let answerNo = 1;
    let order = 0;
    for (const [cat] of ILLNESS_CATEGORIES) {
      const fitting = doctors.filter((d) =>
        d.specialties.some((s) => CATEGORY_SPECIALTIES[cat]?.includes(s)),
      );
      const answerers = fitting.length > 0 ? fitting : doctors;
      (ASKS[cat] ?? []).forEach(([title, note, written], i) => {
        const askid = `A${askNo++}`;
        const isDemo = demoAsks.has(`${cat}-${i}`);
        const created = now - (order++ * 31 + 5) * 3600 * 1000 * 3;
        const surname = pick(['陳', '李', '張', '黃', '何', '林', '梁', '吳']);
        ask({
          askid,
          clientid: isDemo ? DEMO_CLIENT.clientid : `G${askid}`,
          askername: isDemo ? '陳**' : `${surname}**`,
          title,
          illnesscategorycode: cat,
          note,
          images: '[]',
          createtime: created,
          viewcount: 20 + Math.floor(rand() * 600),
        });
        const answered = isDemo || rand() < 0.85;
        if (!answered) return;
        const count = rand() < 0.35 ? 2 : 1;
        const answeredBy = new Set<string>();
        for (let k = 0; k < count; k++) {
          // D1001 answers often, so the demo doctor's ask page is full; others weighted to the
          // first of the doctors whose specialty fits the question.
          const demo = k === 0 && rand() < 0.25;
          const pick =
            demo && answerers.includes(doctors[0]!)
              ? doctors[0]!
              : answerers[Math.floor(rand() * rand() * answerers.length)]!;
          // Only answers written for this question are used; a doctor answers a question once.
          const content = written[k];
          if (!content) continue;
          const by = answeredBy.has(pick.globaluserid)
            ? answerers.find((d) => !answeredBy.has(d.globaluserid))
            : pick;
          if (!by) continue;
          answeredBy.add(by.globaluserid);
          answer({
            answerid: `AN${String(answerNo++).padStart(4, '0')}`,
            askid,
            globaluserid: by.globaluserid,
            content,
            createtime: created + (k + 1) * 5 * 3600 * 1000,
          });
        }
      });
    }

    // News
    const news = ins('news');
    type NewsSeed = {
      title: string;
      category: string;
      tags: string[];
      intro: string;
      body: string[];
    };
    const items: NewsSeed[] = [];
    // The newest solar-term article is the current term's (terms fall around the 5th and 20th).
    const [, month, day] = today.split('-').map(Number) as [number, number, number];
    const current = (((month + 10) % 12) * 2 + (day >= 20 ? 1 : 0) - (day < 5 ? 1 : 0) + 24) % 24;
    const terms = SOLAR_TERMS.map((_, k) => SOLAR_TERMS[(current - k + 24) % 24]!);
    for (const [term, theme] of terms)
      items.push({
        title: `${term}養生：${theme}`,
        category: 'NC03',
        tags: ['節氣', term, '養生'],
        intro: `${term}到來，中醫提醒市民${theme}。`,
        body: [
          `${term}是二十四節氣之一。中醫講求「天人相應」，起居飲食應順應時令變化。`,
          `這個時節的養生重點是${theme}。香港天氣潮濕，宜同時注意健脾祛濕。`,
          '飲食方面以清淡為主，少食煎炸及過甜食物；作息定時，適量運動，保持心情舒暢。',
          '如有持續不適，應及早向註冊中醫師求診，按個人體質調理。',
        ],
      });
    for (const [soup, effect, ingredients] of SOUPS)
      items.push({
        title: `${soup}：${effect}湯水做法`,
        category: 'NC04',
        tags: ['湯水', effect, '食療'],
        intro: `一家大細都啱飲的${soup}，${effect}。`,
        body: [
          `材料：${ingredients}。`,
          '做法：材料洗淨，肉類汆水；全部放入煲中，加水約十碗，大火煲滾後轉小火煲一個半至兩小時，調味即成。',
          `功效：${effect}。湯水屬日常食療，體質特殊、孕婦或正在服藥者，飲用前宜先諮詢中醫師。`,
        ],
      });
    for (const [title, tag] of KNOWLEDGE)
      items.push({
        title,
        category: 'NC02',
        tags: ['中醫知識', tag],
        intro: `${title}——註冊中醫師為你深入淺出講解${tag}。`,
        body: [
          `不少市民對${tag}有興趣，但亦存在誤解。本文由註冊中醫師整理常見問題。`,
          `中醫診治講求「辨證論治」，同一種${tag}方法，未必適合每一個人。`,
          '接受任何治療前，請確保由合資格的註冊中醫師評估，並如實告知病史及正在服用的藥物。',
        ],
      });
    for (const [title, tag, points] of WELLNESS)
      items.push({
        title,
        category: 'NC01',
        tags: ['養生', tag, '保健'],
        intro: `${title}，簡單易做，適合忙碌的香港人。`,
        body: [
          `${tag}是不少香港人關心的健康話題。長時間工作和飲食不定時，都會影響身體。`,
          ...points,
          '若症狀持續或影響日常生活，應盡早求診。',
        ],
      });
    for (const title of CLINIC_NEWS)
      items.push({
        title,
        category: 'NC05',
        tags: ['診所消息', '公告'],
        intro: title,
        body: [
          `${title}。詳情請致電各診所查詢，或於網上預約系統查看最新應診時間。`,
          '多謝各位市民一直以來的支持。',
        ],
      });
    for (const title of INDUSTRY_NEWS)
      items.push({
        title,
        category: 'NC06',
        tags: ['業界', '中醫藥發展'],
        intro: title,
        body: [`${title}。本網整理有關資料供業界及市民參考。`, '資料以政府及相關機構公布為準。'],
      });
    const seps = ['|', '|', ',', '，'];
    // Interleave the categories so the newest page shows a mix of topics.
    const byCategory = new Map<string, NewsSeed[]>();
    for (const n of items) byCategory.set(n.category, [...(byCategory.get(n.category) ?? []), n]);
    const mixed: NewsSeed[] = [];
    for (let k = 0; mixed.length < items.length; k++)
      for (const list of byCategory.values()) if (list[k]) mixed.push(list[k]!);
    mixed.forEach((n, i) => {
      const doctorAuthored = n.category !== 'NC05' && n.category !== 'NC06' && i % 4 !== 3;
      const d = doctorAuthored ? doctors[i % 7 === 0 ? 0 : (i * 5) % doctors.length]! : undefined;
      news({
        newsid: `N${1001 + i}`,
        title: n.title,
        category: n.category,
        tag: n.tags.join(seps[i % seps.length]),
        introduce: n.intro,
        content: n.body.join('\n'),
        cover: `/files/seed/news/cover-${(i % 12) + 1}.svg`,
        author: d ? `${d.username} ${d.title}` : '香港中醫網編輯部',
        globaluserid: d ? d.globaluserid : '',
        clientid: '',
        publishtime: now - (i * 2.7 + 0.5) * DAY_MS,
        viewcount: 80 + Math.floor(rand() * 3000),
      });
    });

    // Jobs
    const job = ins('jobs');
    for (let i = 0; i < 32; i++) {
      const [title, qualificationid, workyearsid] = JOB_TITLES[i % JOB_TITLES.length]!;
      const c = clinics[(i * 3) % clinics.length]!;
      const employmenttypeid = title.startsWith('兼職')
        ? 'ET02'
        : title.includes('實習')
          ? 'ET04'
          : i % 5 === 4
            ? 'ET03'
            : 'ET01';
      job({
        jobid: `J${1001 + i}`,
        title,
        company: c.clinicname.replace(/（.*）$/, ''),
        clinicid: c.clinicid,
        cliniclogo: c.logo,
        employmenttypeid,
        arealevel1id: c.arealevel1id,
        arealevel2id: c.arealevel2id,
        number: 1 + (i % 3),
        // Some employers state a monthly salary, the others leave it to the interview.
        salary: employmenttypeid === 'ET02' || i % 3 === 1 ? null : 22000 + ((i * 7) % 9) * 2000,
        contact: `${pick(['陳', '李', '黃', '張'])}${pick(['小姐', '先生'])}`,
        contacttel: c.contacttel,
        address: c.address,
        lat: c.lat,
        lng: c.lng,
        expiredate: addDays(today, 20 + ((i * 7) % 70)),
        publishdate: addDays(today, -((i * 3) % 40)),
        qualificationid,
        workyearsid,
        description: [
          `${c.clinicname.replace(/（.*）$/, '')}現招聘${title}，工作地點位於${c.address}。`,
          '工作包括：協助診所日常運作，與團隊合作為病人提供優質中醫服務。',
          '待遇：五天半工作、有薪年假、醫療福利、持續進修資助。',
        ].join('\n'),
        requirements: [
          title.includes('中醫師') ? '持有香港註冊中醫師資格' : '具相關工作經驗者優先',
          '良好溝通能力，能操流利粵語及普通話',
          '有責任心，能於短時間內上班',
        ].join('\n'),
      });
    }

    // Resume and job applications of the demo client
    ins('resumes')({
      resumeid: 'RS1001',
      clientid: DEMO_CLIENT.clientid,
      name: DEMO_CLIENT.username,
      sex: 'M',
      birthday: '1982-05-16',
      phone: DEMO_CLIENT.phone,
      email: 'chan.taiman@demo.hktcm-portal.hk',
      qualificationid: 'Q04',
      workyearsid: 'WY04',
      employmenttypeid: 'ET01',
      arealevel2id: '201',
      education: '香港浸會大學中醫學學士（2010）',
      workexperience: '2011–2016 仁心中醫診所 註冊中醫師\n2016–現在 康和中醫館 註冊中醫師',
      introduce: '專注內科及痛症治療，熟悉針灸及推拿。',
      isopen: 1,
      updatetime: now - 15 * DAY_MS,
    });
    const delivery = ins('deliveries');
    delivery({
      deliveryid: 'DL1001',
      clientid: DEMO_CLIENT.clientid,
      jobid: 'J1001',
      resumeid: 'RS1001',
      deliverytime: now - 9 * DAY_MS,
      status: 'viewed',
    });
    delivery({
      deliveryid: 'DL1002',
      clientid: DEMO_CLIENT.clientid,
      jobid: 'J1004',
      resumeid: 'RS1001',
      deliverytime: now - 4 * DAY_MS,
      status: 'interview',
    });
    delivery({
      deliveryid: 'DL1003',
      clientid: DEMO_CLIENT.clientid,
      jobid: 'J1012',
      resumeid: 'RS1001',
      deliverytime: now - 1 * DAY_MS,
      status: 'submitted',
    });

    // Associations, activities and the demo client's registrations
    const assoc = ins('associations');
    ASSOCIATIONS.forEach(([name, introduce, website], i) =>
      assoc({
        associationid: `AS${1001 + i}`,
        name,
        logo: `/files/seed/associations/AS${1001 + i}.svg`,
        introduce,
        contacttel: `2${String(3800000 + i * 11717).slice(0, 7)}`,
        website,
        membercount: 120 + i * 85,
        reviewed: 1,
      }),
    );
    const activity = ins('activities');
    ACTIVITIES.forEach(([title, introduce], i) => {
      const day = addDays(today, i < 7 ? 6 + i * 9 : -20 * (i - 6));
      activity({
        activityid: `AC${1001 + i}`,
        associationid: `AS${1001 + (i % ASSOCIATIONS.length)}`,
        title,
        cover: `/files/seed/activities/activity-${(i % 5) + 1}.svg`,
        introduce,
        address: [
          '香港中央圖書館活動室',
          '旺角麥花臣室內場館',
          '沙田大會堂文娛廳',
          '荃灣大會堂演奏廳',
        ][i % 4],
        starttime: `${day} ${title.includes('晨') ? '07:30' : '14:30'}`,
        endtime: `${day} ${title.includes('晨') ? '09:00' : '17:00'}`,
        // An activity its title calls free (免費義診) costs nothing.
        fee: title.includes('免費') ? 0 : [120, 0, 200, 80, 0][i % 5],
        quota: 40 + (i % 4) * 20,
        joined: 8 + ((i * 7) % 30),
      });
    });
    const reg = ins('activity_regs');
    reg({
      activityregid: 'AR1001',
      activityid: 'AC1001',
      clientid: DEMO_CLIENT.clientid,
      paystatus: 'unpaid',
      attachment: '',
      paytime: '',
      createtime: now - 3 * DAY_MS,
    });
    reg({
      activityregid: 'AR1002',
      activityid: 'AC1002',
      clientid: DEMO_CLIENT.clientid,
      paystatus: 'confirmed',
      attachment: '',
      paytime: '',
      createtime: now - 6 * DAY_MS,
    });
    reg({
      activityregid: 'AR1003',
      activityid: 'AC1003',
      clientid: DEMO_CLIENT.clientid,
      paystatus: 'submitted',
      attachment: '/files/seed/activities/receipt-sample.svg',
      paytime: `${addDays(today, -2)} 11:20`,
      createtime: now - 8 * DAY_MS,
    });
    reg({
      activityregid: 'AR1004',
      activityid: 'AC1001',
      clientid: SECOND_CLIENT.clientid,
      paystatus: 'unpaid',
      attachment: '',
      paytime: '',
      createtime: now - 2 * DAY_MS,
    });

    // QingYuan sales points
    const sp = ins('salespoints');
    SALES_POINTS.forEach(([districtId, place, street], i) => {
      const d = DISTRICTS.find((x) => x.areaid === districtId)!;
      sp({
        salespointid: `SP${1001 + i}`,
        name: `清源堂（${place}）`,
        address: `${({ '1': '香港', '2': '九龍', '3': '新界' } as Record<string, string>)[d.parentid] ?? ''}${place}${street}${12 + i * 7}號地下`,
        contacttel: `2${String(7100000 + i * 30311).slice(0, 7)}`,
        districtname: d.b5,
        openinghours: i % 3 === 0 ? '星期一至日 10:00–20:00' : '星期一至六 09:30–19:00，星期日休息',
        lat: Number((d.lat + ((i % 3) - 1) * 0.002).toFixed(5)),
        lng: Number((d.lng + ((i % 2) - 0.5) * 0.003).toFixed(5)),
      });
    });
  })();
}
