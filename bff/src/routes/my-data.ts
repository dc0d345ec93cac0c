/**
 * `/bff/my-data` (我的資料): everything the portal itself keeps for the logged-in account, and
 * the way to remove it. `GET` answers it as JSON (saved items, family members, the browsers that
 * receive reminders, the address e-mail reminders go to, and the upcoming bookings they are for,
 * each with its channel); `DELETE` removes all of it. The
 * portal API's own records (bookings, profile, visits) are not the portal's to hand over or
 * delete here, and the answer says so. As `/bff/saved`: 211 without a session (re-validated,
 * routes/session-check), the anti-forgery header and, for DELETE, the site's Origin checked by
 * plugins/app/csrf. The answer is never cached and nothing of it is logged.
 */
import type { FastifyInstance } from 'fastify';
import {
  MY_DATA_PATH,
  ResponseCode,
  SITE_NAME,
  type MyDataExport,
  type MyDataRemoved,
} from '@portal/shared';
import { sessionClient } from './session-check';
import { localeOfRequest } from '../lib/i18n/locale';
import { bff_my_data_about } from '../lib/i18n/words';

export default async function myDataRoutes(app: FastifyInstance): Promise<void> {
  const { saved, family, reminders, reminderEmails } = app.store;

  app.get(MY_DATA_PATH, async (request, reply) => {
    const clientId = await sessionClient(app, request, reply);
    if (clientId === null) return reply;
    const [items, members, measurements, devices, bookings, channels, address] = await Promise.all([
      saved.list(clientId),
      family.list(clientId),
      family.allMeasurements(clientId),
      reminders.devices(clientId),
      reminders.bookings(clientId),
      reminders.channels(clientId),
      reminderEmails.get(clientId),
    ]);
    const channelOf = new Map(channels.map((c) => [c.scheduleId, c.channel]));
    const data: MyDataExport = {
      exportedAt: new Date().toISOString(),
      clientId,
      // What the file holds, in the words of the page that asked for it.
      about: bff_my_data_about({ siteName: SITE_NAME }, { locale: localeOfRequest(request) }),
      saved: items,
      family: members.map((m) => ({
        id: m.id,
        name: m.name,
        relation: m.relation,
        birthDate: m.birthDate,
        sex: m.sex,
        phone: m.phone,
        addedAt: m.createdAt,
        updatedAt: m.updatedAt,
        measurements: measurements.get(m.id) ?? [],
      })),
      // The push endpoint and keys are the browser's secrets for receiving: never handed out.
      reminderDevices: devices.map((d) => ({ browser: d.browser, addedAt: d.addedAt })),
      reminderBookings: bookings.map((b) => ({
        scheduleId: b.scheduleId,
        doctorName: b.doctorName,
        clinicName: b.clinicName,
        day: b.day,
        startTime: b.startTime,
        patientName: b.patientName ?? '',
        channel: channelOf.get(b.scheduleId) ?? 'push',
      })),
      reminderEmail: address
        ? { email: address.email, verified: address.verified, addedAt: address.addedAt }
        : null,
    };
    void reply.header('cache-control', 'no-store');
    return { code: ResponseCode.OK, msg: 'success', data };
  });

  app.delete(MY_DATA_PATH, async (request, reply) => {
    const clientId = await sessionClient(app, request, reply);
    if (clientId === null) return reply;
    const devices = (await reminders.devices(clientId)).length;
    const removedSaved = await saved.removeAll(clientId);
    const removedFamily = await family.removeAll(clientId);
    const hadEmail = (await reminderEmails.get(clientId)) ? 1 : 0;
    // The reminder address goes with the rest of the reminders' data.
    await reminders.forgetClient(clientId);
    const data: MyDataRemoved = {
      saved: removedSaved,
      family: removedFamily,
      reminderDevices: devices,
      reminderEmail: hadEmail,
    };
    void reply.header('cache-control', 'no-store');
    return { code: ResponseCode.OK, msg: 'success', data };
  });
}
