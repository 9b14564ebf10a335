/** The few parts of the `smpp` package (plain JavaScript, no types of its own) that the portal and its tests use. */
declare module 'smpp' {
  import type { EventEmitter } from 'node:events';
  import type { Server as NetServer, Socket } from 'node:net';

  export interface PDU {
    command: string;
    command_status: number;
    sequence_number: number;
    [field: string]: any;
    response(options?: Record<string, unknown>): PDU;
    isResponse(): boolean;
  }

  type Command = (options?: Record<string, unknown>, onResponse?: (pdu: PDU) => void, onSent?: (pdu: PDU) => void) => boolean;

  export interface Session extends EventEmitter {
    socket: Socket;
    send(pdu: PDU, onResponse?: (pdu: PDU) => void, onSent?: (pdu: PDU) => void): boolean;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
    pause(): void;
    resume(): void;
    bind_transceiver: Command;
    bind_transmitter: Command;
    submit_sm: Command;
    deliver_sm: Command;
    enquire_link: Command;
    unbind: Command;
  }

  export interface Server extends NetServer {
    sessions: Session[];
  }

  export function connect(options: { host: string; port: number; tls?: boolean; [option: string]: unknown }, listener?: () => void): Session;
  export function createServer(listener: (session: Session) => void): Server;

  export const consts: {
    ESM_CLASS: Record<string, number>;
    MESSAGE_STATE: Record<string, number>;
    REGISTERED_DELIVERY: Record<string, number>;
    TON: Record<string, number>;
    NPI: Record<string, number>;
  };
  export const errors: Record<string, number>;
  export const ESME_ROK: number;
  export const ESME_RBINDFAIL: number;
  export const ESME_RINVPASWD: number;
  export const ESME_RX_T_APPN: number;

  const smpp: {
    connect: typeof connect;
    createServer: typeof createServer;
    consts: typeof consts;
    errors: typeof errors;
    ESME_ROK: number;
    ESME_RBINDFAIL: number;
    ESME_RINVPASWD: number;
    ESME_RX_T_APPN: number;
  };
  export default smpp;
}
