import { href } from '@portal/shared';
import { Anchor, List, Text } from '@mantine/core';
import { IconBrandWhatsapp, IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { InfoPage } from '../../components/info-page/info-page';
import { SITE_CONTACT } from '../../config/site';

export default function ContactPage() {
  const tel = SITE_CONTACT.phone.replace(/[^\d+]/g, '');
  return (
    <InfoPage title="聯絡我們" lead="有任何查詢、意見或合作建議，歡迎與我們聯絡。">
      <List spacing="sm" listStyleType="none" my="md">
        <List.Item icon={<IconPhone size={18} aria-hidden="true" />}>
          電話：<Anchor href={`tel:+${tel.replace(/^\+?/, '')}`}>{SITE_CONTACT.phone}</Anchor>
        </List.Item>
        <List.Item icon={<IconBrandWhatsapp size={18} aria-hidden="true" />}>
          WhatsApp：{SITE_CONTACT.whatsapp}
        </List.Item>
        <List.Item icon={<IconMail size={18} aria-hidden="true" />}>
          電郵：<Anchor href={`mailto:${SITE_CONTACT.email}`}>{SITE_CONTACT.email}</Anchor>
        </List.Item>
        <List.Item icon={<IconMapPin size={18} aria-hidden="true" />}>
          地址：{SITE_CONTACT.address}
        </List.Item>
        <List.Item icon={<IconClock size={18} aria-hidden="true" />}>
          辦公時間：{SITE_CONTACT.hours}
        </List.Item>
      </List>
      <h2>常見查詢</h2>
      <ul>
        <li>
          更改或取消預約：請登入後到「個人中心 &gt; 我的預約」辦理；如需即日更改，請直接致電診所。
        </li>
        <li>
          忘記密碼：可在
          <Anchor component={Link} to={href('forgetPassword')}>
            忘記密碼
          </Anchor>
          頁面以短訊驗證碼重設。
        </li>
        <li>
          查閱或更正個人資料：請參閱
          <Anchor component={Link} to={href('privacy')}>
            私隱政策
          </Anchor>
          第七節。
        </li>
        <li>
          意見及投訴：歡迎使用
          <Anchor component={Link} to={href('feedback')}>
            意見反饋
          </Anchor>
          表格，我們會在 5 個工作天內回覆。
        </li>
      </ul>
      <Text size="sm" c="dimmed">
        本網站不提供緊急醫療服務。如有緊急情況，請立即致電 999 或前往就近的急症室。
      </Text>
    </InfoPage>
  );
}
