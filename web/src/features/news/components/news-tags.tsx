import { Badge, Group } from '@mantine/core';
import { Link } from 'react-router';
import { href, splitNewsTags } from '@portal/shared';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import tagBadge from '../../../components/tag-badge/tag-badge.module.css';

/**
 * The item's tags (one string split on `|`, `,` and `，`) as badges, each a search of the news for
 * it; nothing when there are none.
 */
export function NewsTags({ tag }: { tag: string | null | undefined }) {
  const o = useMessageOptions();
  const tags = splitNewsTags(tag);
  if (tags.length === 0) return null;
  return (
    <Group gap={6} aria-label={m.news_tags_label({}, o)} role="list">
      {tags.map((t) => (
        <div key={t} role="listitem">
          <Badge
            classNames={tagBadge}
            component={Link}
            to={href('newsList', {}, { keyword: t })}
            variant="light"
            color="gray"
            radius="sm"
            aria-label={m.news_tag_search({ tag: t }, o)}
          >
            #{t}
          </Badge>
        </div>
      ))}
    </Group>
  );
}
