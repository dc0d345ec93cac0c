import { useState } from 'react';
import { Anchor, Badge, Divider, Group, Image, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateTime, href, type NewsDetail } from '@portal/shared';
import { NewsCard } from './news-card';
import { NewsTags } from './news-tags';
import classes from './news-article.module.css';
import { SectionBoundary } from '../../../components/section-boundary/section-boundary';
import { ShareButton } from '../../../components/share/share-button';
import { codeName } from '../../../lib/i18n/code-names';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';
import tagBadge from '../../../components/tag-badge/tag-badge.module.css';

/** Splits the plain-text body into paragraphs (blank lines dropped); never rendered as HTML. */
function bodyParagraphs(content: string | undefined): string[] {
  return String(content ?? '')
    .split(/\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** A news item in full: title, category, author, date, tags, body and related items. */
export function NewsArticle({ news }: { news: NewsDetail }) {
  // A cover that cannot be shown is left out rather than leaving an empty block in the article.
  const [coverFailed, setCoverFailed] = useState(false);
  const o = useMessageOptions();
  return (
    <Stack gap="lg">
      <article>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
            <Title order={1} size="h2">
              {news.title}
            </Title>
            <ShareButton title={news.title} />
          </Group>
          <Group gap="sm" c="gray.7" fz="sm">
            {news.categoryname ? (
              <Badge
                classNames={tagBadge}
                component={Link}
                to={href('newsList', {}, { category: news.category })}
                variant="light"
              >
                {codeName('newsCategory', news.categoryname, o)}
              </Badge>
            ) : null}
            {news.author ? (
              news.globaluserid ? (
                <Anchor
                  component={Link}
                  to={href('doctorDetail', { doctorId: news.globaluserid })}
                  fz="sm"
                >
                  {news.author}
                </Anchor>
              ) : (
                <span>{news.author}</span>
              )
            ) : null}
            {news.publishtime ? <span>{formatDateTime(news.publishtime)}</span> : null}
            {typeof news.viewcount === 'number' ? (
              <span>{m.news_article_reads({ count: news.viewcount }, o)}</span>
            ) : null}
          </Group>
          <NewsTags tag={news.tag} />
          {news.introduce ? <Text className={classes.intro}>{news.introduce}</Text> : null}
          {news.cover && !coverFailed ? (
            <Image
              src={news.cover}
              alt={news.title}
              className={classes.cover}
              onError={() => setCoverFailed(true)}
            />
          ) : null}
          <div className={classes.body} data-testid="news-body">
            {bodyParagraphs(news.content).map((p, i) => (
              <p key={i}>{p}</p>
            ))}
          </div>
          <Text size="xs" c="gray.7">
            {m.news_article_disclaimer({}, o)}
          </Text>
        </Stack>
      </article>
      {(news.related ?? []).length > 0 ? (
        <section aria-labelledby="related-news">
          <Divider mb="md" />
          <Title order={2} size="h4" id="related-news" mb="sm">
            {m.news_related_title({}, o)}
          </Title>
          <SectionBoundary name={m.news_related_title({}, o)}>
            <Stack gap="sm">
              {(news.related ?? []).map((item, i) => (
                <NewsCard key={item.newsid ?? i} item={item} />
              ))}
            </Stack>
          </SectionBoundary>
        </section>
      ) : null}
    </Stack>
  );
}
