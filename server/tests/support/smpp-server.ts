import smpp, { type PDU, type Session } from 'smpp';

/** One PDU the SMS centre received, with its text decoded. */
export interface ReceivedPdu {
  command: string;
  at: number;
  session: number;
  fields: Record<string, unknown>;
  text?: string;
}

/**
 * An SMS centre for the tests, on the `smpp` package's server side: it checks bind credentials (ESME_RBINDFAIL
 * otherwise), records every PDU it receives, answers submit_sm with a message id
 * of its own, and, when the bind may take them and the text asked for one, sends a delivery receipt (deliver_sm with
 * esm_class 0x04), recording whether the portal acknowledged it. `control.refuseSubmits` answers submit_sm with
 * ESME_RSUBMITFAIL.
 */
export async function startSmppServer(options: { port: number; systemId: string; password: string }) {
  const received: ReceivedPdu[] = [];
  const receipts: { messageId: string; status: number }[] = [];
  const sessions = new Set<Session>();
  let sessionCount = 0;
  let messageCount = 0;
  const control = { refuseBinds: false, refuseSubmits: false };

  const server = smpp.createServer((session) => {
    const id = ++sessionCount;
    let boundAs: string | undefined;
    sessions.add(session);
    session.on('close', () => sessions.delete(session));
    session.on('error', () => undefined);
    session.on('pdu', (pdu: PDU) => {
      const { command, short_message: message, ...fields } = pdu;
      const text = typeof message?.message === 'string' ? message.message : undefined;
      received.push({ command, at: Date.now(), session: id, fields, text });
    });
    const bind = (pdu: PDU) => {
      if (control.refuseBinds || pdu.system_id !== options.systemId || pdu.password !== options.password) {
        session.send(pdu.response({ command_status: smpp.ESME_RBINDFAIL }));
        session.close();
        return;
      }
      boundAs = pdu.command;
      session.send(pdu.response({ system_id: 'TESTSMSC' }));
    };
    session.on('bind_transceiver', bind);
    session.on('bind_transmitter', bind);
    session.on('enquire_link', (pdu: PDU) => session.send(pdu.response()));
    session.on('unbind', (pdu: PDU) => {
      session.send(pdu.response());
      session.close();
    });
    session.on('submit_sm', (pdu: PDU) => {
      if (!boundAs || control.refuseSubmits) {
        session.send(pdu.response({ command_status: boundAs ? smpp.errors.ESME_RSUBMITFAIL : smpp.errors.ESME_RINVBNDSTS }));
        return;
      }
      const messageId = `msg-${++messageCount}`;
      session.send(pdu.response({ message_id: messageId }));
      if (boundAs !== 'bind_transceiver' || !(pdu.registered_delivery & 1)) return;
      session.deliver_sm(
        {
          source_addr: pdu.destination_addr,
          destination_addr: pdu.source_addr,
          esm_class: smpp.consts.ESM_CLASS.MC_DELIVERY_RECEIPT,
          short_message: `id:${messageId} sub:001 dlvrd:001 submit date:2612020000 done date:2612020001 stat:DELIVRD err:000 text:`,
          receipted_message_id: messageId,
          message_state: smpp.consts.MESSAGE_STATE.DELIVERED,
        },
        (answer: PDU) => receipts.push({ messageId, status: answer.command_status }),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });

  return {
    url: `smpp://${encodeURIComponent(options.systemId)}:${encodeURIComponent(options.password)}@127.0.0.1:${options.port}`,
    received,
    receipts,
    control,
    of: (command: string) => received.filter((p) => p.command === command),
    /** Drops every connection at once, as a network failure or a restarted SMS centre does. */
    dropAll: () => {
      for (const session of sessions) session.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const session of sessions) session.destroy();
        server.close(() => resolve());
      }),
  };
}

export type SmppTestServer = Awaited<ReturnType<typeof startSmppServer>>;
