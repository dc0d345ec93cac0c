import { Anchor, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import {
  IconCalendarCheck,
  IconMessageQuestion,
  IconNews,
  IconStethoscope,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { SITE_NAME, href } from '@portal/shared';
import { InfoPage } from '../../components/info-page/info-page';

const FEATURES = [
  {
    icon: IconStethoscope,
    title: '搵中醫師',
    text: '按地區、專長和語言搜尋註冊中醫師及中醫診所。',
  },
  {
    icon: IconCalendarCheck,
    title: '網上預約',
    text: '查看醫師應診時間，隨時網上預約、改期或取消。',
  },
  {
    icon: IconMessageQuestion,
    title: '免費提問',
    text: '把健康疑問告訴註冊中醫師，獲得專業解答。',
  },
  { icon: IconNews, title: '健康資訊', text: '中醫師撰寫的養生保健、飲食調理和疾病知識。' },
];

export default function AboutPage() {
  return (
    <InfoPage title="關於我們" lead={`${SITE_NAME}：連結市民與註冊中醫師的網上平台。`}>
      <p>
        {SITE_NAME}
        於香港成立，目標是讓市民更容易找到合適的中醫師、了解中醫藥知識，並在網上完成預約，減少排隊輪候的時間。我們與全港多間中醫診所及註冊中醫師合作，提供清晰、可靠的診所資料和應診時間。
      </p>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" my="md">
        {FEATURES.map(({ icon: Icon, title, text }) => (
          <div key={title}>
            <ThemeIcon variant="light" size="lg" aria-hidden="true">
              <Icon size={20} />
            </ThemeIcon>
            <Text fw={600} mt={6}>
              {title}
            </Text>
            <Text size="sm" c="dimmed">
              {text}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <h2>我們的承諾</h2>
      <ul>
        <li>平台上的中醫師均須為香港中醫藥管理委員會的註冊或表列中醫師，我們會核對其註冊編號。</li>
        <li>以淺白易明的中文提供資訊，並照顧長者及流動裝置用戶的需要。</li>
        <li>
          按《個人資料（私隱）條例》妥善保護你的個人資料，詳見
          <Anchor component={Link} to={href('privacy')}>
            私隱政策
          </Anchor>
          。
        </li>
      </ul>
      <h2>與我們合作</h2>
      <p>
        如你是註冊中醫師或診所負責人，歡迎
        <Anchor component={Link} to={href('osRegister')}>
          申請登記
        </Anchor>
        ，讓更多市民認識你的服務；其他合作查詢請
        <Anchor component={Link} to={href('contact')}>
          聯絡我們
        </Anchor>
        。
      </p>
    </InfoPage>
  );
}
