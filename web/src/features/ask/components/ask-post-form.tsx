import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import {
  ASK_IMAGES_MAX,
  ASK_NOTE_MAX,
  ASK_TITLE_MAX,
  IMAGE_MIME_TYPES,
  ResponseCode,
  type Ask,
  type IllnessCategory,
} from '@portal/shared';
import { FieldCounter } from '../../../components/field-counter/field-counter';
import { CollectionStatement } from '../../../components/collection-statement/collection-statement';
import { notice } from '../../../lib/notify/notify';
import { ApiError } from '../../../lib/http/api-client';
import { errorMessage } from '../../../lib/query/query-client';
import { codeName } from '../../../lib/i18n/code-names';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import { uploadAskImage, useAddAsk } from '../api/mutations';
import { clearAskDraft, saveAskDraft, type AskDraft } from '../lib/ask-draft';
import { checkAskImages, emptyAskForm, validateAskForm, type AskFormValues } from '../lib/ask-form';
import { AskNotice } from './ask-notice';
import classes from './ask-post-form.module.css';

/**
 * The question form: title, illness category, description and up to six images (images once
 * logged in: uploads need an account). A visitor's checked question goes to `onNeedLogin`; a
 * `draft` (kept while typing, or while its author logged in) fills the form, and is posted only
 * when its author sends it.
 */
export function AskPostForm({
  categories,
  initialCategory = '',
  loggedIn,
  clientId,
  draft = null,
  onNeedLogin,
  initialTitle = '',
  onPosted,
}: {
  categories: readonly IllnessCategory[];
  initialCategory?: string;
  loggedIn: boolean;
  /** The client logged in ('' for a visitor): the author of a draft kept while posting. */
  clientId: string;
  /** A question written before logging in (see ask-draft.ts). */
  draft?: AskDraft | null;
  onNeedLogin: (values: AskFormValues) => void;
  /** The title's start (asked from a doctor's page: the doctor addressed). */
  initialTitle?: string;
  onPosted: (ask: Ask) => void;
}) {
  const o = useMessageOptions();
  const form = useForm<AskFormValues>({
    mode: 'controlled',
    initialValues: draft
      ? { ...draft, images: draft.images ?? [] }
      : { ...emptyAskForm, illnesscategorycode: initialCategory, title: initialTitle },
    validate: (values) => validateAskForm(values, o),
    // Kept as it is typed, so a refresh or a closed tab brings the question back (see
    // ask-draft.ts: an hour at most, for its author only); an emptied form keeps nothing.
    onValuesChange: (values) => {
      if (values.title.trim() || values.note.trim() || values.images.length > 0) {
        saveAskDraft(values, clientId);
      } else {
        clearAskDraft();
      }
    },
  });
  const [uploading, setUploading] = useState(0);
  const addAsk = useAddAsk();

  /**
   * Posts the question. It is kept as a draft while it is on its way: if the session turns out to
   * be gone (211, the app then goes to /login) it is shown again on return, for the user to send;
   * any other answer drops it.
   */
  const post = (values: AskFormValues) => {
    saveAskDraft(values, clientId);
    addAsk.mutate(
      {
        title: values.title.trim(),
        illnesscategorycode: values.illnesscategorycode,
        note: values.note.trim(),
        images: values.images,
      },
      {
        onSuccess: (ask) => {
          clearAskDraft();
          onPosted(ask);
        },
        onError: (error) => {
          if (!(error instanceof ApiError && error.code === ResponseCode.NOT_LOGGED_IN)) {
            clearAskDraft();
          }
        },
      },
    );
  };

  const pickImages = async (files: File[]) => {
    const { accepted, rejected } = checkAskImages(files, form.values.images.length, o);
    for (const msg of rejected) notice.warning(msg);
    setUploading((n) => n + accepted.length);
    for (const file of accepted) {
      try {
        const url = await uploadAskImage(file);
        form.setFieldValue('images', (current) => [...current, url]);
      } catch (error) {
        notice.warning(
          m.ask_form_image_upload_failed({ name: file.name, error: errorMessage(error) }, o),
        );
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  const submit = form.onSubmit((values) => {
    if (loggedIn) post(values);
    else onNeedLogin(values);
  });

  const images = form.values.images;
  return (
    <form method="post" onSubmit={submit} noValidate aria-label={m.ask_form_label({}, o)}>
      <Stack gap="md">
        {draft ? (
          <Alert color="blue" variant="light" data-testid="ask-draft-note">
            {m.ask_form_draft_note({}, o)}
          </Alert>
        ) : null}
        <AskNotice />
        <TextInput
          label={m.ask_form_title_label({}, o)}
          placeholder={m.ask_form_title_placeholder({}, o)}
          withAsterisk
          maxLength={ASK_TITLE_MAX}
          description={<FieldCounter value={form.values.title} max={ASK_TITLE_MAX} />}
          {...form.getInputProps('title')}
        />
        <Select
          label={m.ask_form_category_label({}, o)}
          placeholder={m.ask_form_category_placeholder({}, o)}
          withAsterisk
          data={categories.map((c) => ({
            value: c.codeid,
            label: codeName('illnessCategory', c.codedesc || c.codeDesc || '', o),
          }))}
          searchable
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('illnesscategorycode')}
        />
        <Textarea
          label={m.ask_form_note_label({}, o)}
          placeholder={m.ask_form_note_placeholder({}, o)}
          withAsterisk
          autosize
          minRows={5}
          maxRows={12}
          maxLength={ASK_NOTE_MAX}
          description={<FieldCounter value={form.values.note} max={ASK_NOTE_MAX} />}
          {...form.getInputProps('note')}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {m.ask_form_images_label({ max: ASK_IMAGES_MAX }, o)}
          </Text>
          <div className={classes.thumbs}>
            {images.map((src, i) => (
              <div key={src} className={classes.thumb}>
                <img src={src} alt={m.ask_form_image_alt({ number: i + 1 }, o)} />
                <ActionIcon
                  className={classes.remove}
                  size="sm"
                  color="dark"
                  variant="filled"
                  aria-label={m.ask_form_image_remove({ number: i + 1 }, o)}
                  onClick={() =>
                    form.setFieldValue('images', (current) => current.filter((u) => u !== src))
                  }
                >
                  <IconX size={14} />
                </ActionIcon>
              </div>
            ))}
          </div>
          {!loggedIn ? (
            <Text size="sm" c="gray.7">
              {m.ask_form_images_login({}, o)}
            </Text>
          ) : images.length < ASK_IMAGES_MAX ? (
            <FileButton
              multiple
              accept={IMAGE_MIME_TYPES.join(',')}
              onChange={(files) => void pickImages(files)}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconPhotoPlus size={18} />}
                  loading={uploading > 0}
                  w="fit-content"
                >
                  {m.ask_form_add_images({}, o)}
                </Button>
              )}
            </FileButton>
          ) : null}
          {form.errors.images ? (
            <Text size="sm" c="var(--mantine-color-error)">
              {form.errors.images}
            </Text>
          ) : null}
        </Stack>
        <CollectionStatement purpose={m.ask_form_collection_purpose({}, o)} optional />
        {!loggedIn ? (
          <Text size="sm" c="gray.7" data-testid="ask-login-hint">
            {m.ask_form_login_hint({}, o)}
          </Text>
        ) : null}
        <Group>
          <Button type="submit" loading={addAsk.isPending} disabled={uploading > 0} size="md">
            {m.ask_form_submit({}, o)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
