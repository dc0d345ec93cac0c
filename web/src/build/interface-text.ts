/**
 * The lint rule `i18n/interface-text` (eslint.config.js): interface text in web/src belongs in the
 * message catalogue (web/messages/, src/lib/i18n/README.md), not in the code. It reports
 *
 * - Chinese text (any Han character) in a string, a template or JSX text, in every file but
 *   those not yet moved to the catalogue (`NOT_YET_MIGRATED` below, a list that only shrinks:
 *   interface-text.test.ts fails when a listed file no longer has any);
 * - English words in JSX text or in a text attribute (`aria-label`, `title`, `placeholder`,
 *   ...) of a file moved to the catalogue.
 *
 * Comments are not text; nor are the few reviewed strings in `EXCEPTIONS` (each with its reason,
 * and interface-text.test.ts fails when one no longer occurs). The rule has no imports, so
 * eslint.config.js loads it as it is (Node strips the types).
 */

/** Files (from web/) whose interface text is not in the catalogue yet. Remove a file once moved. */
export const NOT_YET_MIGRATED: readonly string[] = [
  'src/app/family-page.tsx',
  'src/app/growth-records-page.tsx',
  'src/app/routes/about.tsx',
  'src/app/routes/app-download.tsx',
  'src/app/routes/app-privacy.tsx',
  'src/app/routes/apply-jobs.tsx',
  'src/app/routes/ask-detail.tsx',
  'src/app/routes/ask-list.tsx',
  'src/app/routes/ask-post.tsx',
  'src/app/routes/association-list.tsx',
  'src/app/routes/booking-order.tsx',
  'src/app/routes/card-plan.tsx',
  'src/app/routes/card-service.tsx',
  'src/app/routes/clinic-detail.tsx',
  'src/app/routes/contact.tsx',
  'src/app/routes/disclaimer.tsx',
  'src/app/routes/doctor-detail.tsx',
  'src/app/routes/doctor-list.tsx',
  'src/app/routes/feedback.tsx',
  'src/app/routes/forget-password.tsx',
  'src/app/routes/home.tsx',
  'src/app/routes/hospital-list.tsx',
  'src/app/routes/job-detail.tsx',
  'src/app/routes/job-list.tsx',
  'src/app/routes/login.tsx',
  'src/app/routes/my-activity.tsx',
  'src/app/routes/my-questions.tsx',
  'src/app/routes/my-saved.tsx',
  'src/app/routes/news-detail.tsx',
  'src/app/routes/news-list.tsx',
  'src/app/routes/os-register.tsx',
  'src/app/routes/privacy.tsx',
  'src/app/routes/qy-sales.tsx',
  'src/app/routes/register.tsx',
  'src/app/routes/resume.tsx',
  'src/app/routes/update-password.tsx',
  'src/app/routes/user-info.tsx',
  'src/app/routes/user-privacy.tsx',
  'src/app/routes/user-service.tsx',
  'src/app/routes/visit-detail.tsx',
  'src/app/routes/visit-record.tsx',
  'src/app/routes/write-news.tsx',
  'src/components/carousel/slider.tsx',
  'src/components/collection-statement/collection-statement.tsx',
  'src/components/district-select/district-select.tsx',
  'src/components/error-boundary/not-found-content.tsx',
  'src/components/error-boundary/root-error.tsx',
  'src/components/error-boundary/route-error.tsx',
  'src/components/field-counter/field-counter.tsx',
  'src/components/image-viewer/image-gallery.tsx',
  'src/components/image-viewer/image-viewer.tsx',
  'src/components/info-page/info-page.tsx',
  'src/components/info-page/privacy-policy.tsx',
  'src/components/map/map-fallback.tsx',
  'src/components/near-me/near-me.tsx',
  'src/components/opening-hours/opening-hours.tsx',
  'src/components/page-state/empty-state.tsx',
  'src/components/page-state/error-state.tsx',
  'src/components/page-state/missing-record-notice.tsx',
  'src/components/page-state/page-loader.tsx',
  'src/components/page-state/paged-query-state.tsx',
  'src/components/pagination/page-pagination.tsx',
  'src/components/reminders/remind-me-body.tsx',
  'src/components/reminders/reminder-channel-body.tsx',
  'src/components/reminders/reminder-devices-body.tsx',
  'src/components/scroll-to-top/scroll-to-top-button.tsx',
  'src/components/section-boundary/section-boundary.tsx',
  'src/components/share/share-button.tsx',
  'src/config/site.ts',
  'src/features/account/components/account-fields.tsx',
  'src/features/account/components/login-form.tsx',
  'src/features/account/components/register-form.tsx',
  'src/features/account/components/reset-password-form.tsx',
  'src/features/account/components/use-sms-code.ts',
  'src/features/account/components/vcode-button.tsx',
  'src/features/account/validation.ts',
  'src/features/applications/components/application-list.tsx',
  'src/features/availability/components/next-slot.tsx',
  'src/features/booking/components/booking-confirmation.tsx',
  'src/features/booking/components/booking-picker.tsx',
  'src/features/booking/components/booking-steps.tsx',
  'src/features/booking/components/continue-booking.tsx',
  'src/features/booking/components/doctor-booking.tsx',
  'src/features/booking/components/use-booking-picker.ts',
  'src/features/booking/lib/schedule.ts',
  'src/features/cards/components/card-list.tsx',
  'src/features/cards/components/card-usage-modal.tsx',
  'src/features/cards/components/card-usage-table.tsx',
  'src/features/children/components/child-result.tsx',
  'src/features/children/components/child-tool.tsx',
  'src/features/children/components/children-intro.tsx',
  'src/features/children/components/growth-chart.tsx',
  'src/features/children/components/growth-records.tsx',
  'src/features/children/components/save-growth-record.tsx',
  'src/features/children/components/tool-nav.tsx',
  'src/features/children/lib/child-form.ts',
  'src/features/children/lib/growth-chart.ts',
  'src/features/children/lib/growth-records.ts',
  'src/features/children/lib/measures.ts',
  'src/features/children/lib/tools.ts',
  'src/features/clinics/components/clinic-filters.tsx',
  'src/features/clinics/components/clinic-info.tsx',
  'src/features/clinics/lib/distance.ts',
  'src/features/doctors/components/doctor-asks.tsx',
  'src/features/doctors/components/doctor-card.tsx',
  'src/features/doctors/components/doctor-filters.tsx',
  'src/features/doctors/components/doctor-header.tsx',
  'src/features/doctors/components/doctor-news.tsx',
  'src/features/doctors/components/doctor-page-skeleton.tsx',
  'src/features/doctors/components/doctor-profile.tsx',
  'src/features/family/components/family-form.tsx',
  'src/features/family/components/my-data-view.tsx',
  'src/features/resume/components/resume-form.tsx',
  'src/features/resume/components/resume-view.tsx',
  'src/features/saved/components/save-button.tsx',
  'src/features/saved/components/saved-list.tsx',
  'src/features/saved/components/saved-merge-offer.tsx',
  'src/features/user-centre/components/my-question-list.tsx',
  'src/features/user-centre/components/password-form.tsx',
  'src/features/user-centre/components/profile-form.tsx',
  'src/features/user-centre/components/profile-view.tsx',
  'src/features/user-centre/components/reminder-email-section.tsx',
  'src/features/user-centre/components/user-centre-layout.tsx',
  'src/features/user-centre/components/user-centre-nav.ts',
  'src/features/visits/booking-status.ts',
  'src/features/visits/components/booking-list.tsx',
  'src/features/visits/components/visit-detail-view.tsx',
  'src/features/visits/components/visit-record-list.tsx',
  'src/theme.ts',
];

/**
 * Reviewed text allowed outside the catalogue, per file (from web/), each with why. A file
 * listed with `'*'` keeps all its text.
 */
export const EXCEPTIONS: Readonly<Record<string, { texts: readonly string[]; why: string }>> = {
  'src/components/layout/script-switch.tsx': {
    texts: ['繁', '简', '轉用繁體中文', '转用简体中文'],
    why: 'the switch names each script in that script, whichever copy of the app shows it',
  },
  'src/components/layout/script-offer.tsx': {
    texts: ['*'],
    why:
      'the banner speaks in the script it offers (`opencc: keep`: the Simplified copy keeps it ' +
      'as written), so a reader who cannot read the page can read it',
  },
};

const HAN = /\p{Script=Han}/u;
const ENGLISH_WORD = /[A-Za-z]{2,}/;
/** JSX attributes whose value a reader sees or hears. */
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
  'description',
]);

/** The parts of ESTree nodes the rule reads (no import of ESLint's types: see above). */
interface Node {
  type: string;
  value?: unknown;
  parent?: Node;
  name?: { type: string; name?: unknown };
  quasis?: { value: { cooked?: string | null; raw: string } }[];
}

interface Context {
  filename: string;
  cwd: string;
  report(descriptor: { node: Node; message: string }): void;
}

/** The file's path from web/ (`src/...`), or null for a file outside web/src. */
export function webPath(filename: string): string | null {
  const normal = filename.replaceAll('\\', '/');
  const at = normal.lastIndexOf('/web/src/');
  return at < 0 ? null : normal.slice(at + '/web/'.length);
}

/** Whether the text is allowed in the file as a reviewed exception. */
function excepted(file: string, text: string): boolean {
  const exception = EXCEPTIONS[file];
  return !!exception && (exception.texts.includes('*') || exception.texts.includes(text.trim()));
}

/** A string that is not interface text whatever it holds: a module path, a directive. */
function isCode(node: Node): boolean {
  const parent = node.parent;
  if (!parent) return false;
  return (
    parent.type === 'ImportDeclaration' ||
    parent.type === 'ExportAllDeclaration' ||
    parent.type === 'ExportNamedDeclaration' ||
    parent.type === 'ImportExpression' ||
    parent.type === 'TSExternalModuleReference' ||
    parent.type === 'TSLiteralType' ||
    (parent.type === 'ExpressionStatement' && 'directive' in parent)
  );
}

/** The JSX attribute a string is the value of, if any (`aria-label="..."`). */
function attributeName(node: Node): string | null {
  let parent = node.parent;
  if (parent?.type === 'JSXExpressionContainer') parent = parent.parent;
  if (parent?.type !== 'JSXAttribute' || parent.name?.type !== 'JSXIdentifier') return null;
  return typeof parent.name.name === 'string' ? parent.name.name : null;
}

/** The rule, with the files whose Chinese text is let be (the tests make one with none). */
export function interfaceTextRule(notYetMigrated: readonly string[] = NOT_YET_MIGRATED) {
  return {
    meta: {
      type: 'problem' as const,
      schema: [],
      docs: { description: 'Interface text comes from the message catalogue (web/messages/).' },
    },
    create(context: Context) {
      const file = webPath(context.filename);
      if (!file) return {};
      const migrated = !notYetMigrated.includes(file);
      const check = (node: Node, text: string, english: boolean) => {
        if (excepted(file, text)) return;
        if (migrated && HAN.test(text)) {
          context.report({
            node,
            message: `Chinese interface text belongs in the message catalogue (web/messages/zh-Hant-HK.json): "${text.trim().slice(0, 40)}"`,
          });
        } else if (migrated && english && ENGLISH_WORD.test(text)) {
          context.report({
            node,
            message: `English interface text belongs in the message catalogue (web/messages/en.json): "${text.trim().slice(0, 40)}"`,
          });
        }
      };
      return {
        Literal(node: Node) {
          if (typeof node.value !== 'string' || isCode(node)) return;
          const attribute = attributeName(node);
          check(node, node.value, attribute !== null && TEXT_ATTRIBUTES.has(attribute));
        },
        TemplateLiteral(node: Node) {
          const text = (node.quasis ?? []).map((q) => q.value.cooked ?? q.value.raw).join(' ');
          const attribute = attributeName(node);
          check(node, text, attribute !== null && TEXT_ATTRIBUTES.has(attribute));
        },
        JSXText(node: Node) {
          if (typeof node.value === 'string') check(node, node.value, true);
        },
      };
    },
  };
}
