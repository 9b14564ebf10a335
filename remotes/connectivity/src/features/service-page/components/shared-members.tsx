import { connectivityServicePath, type ServiceDetail } from '@portal/contract';
import { Card } from '@portal/ui';
import { Link } from 'react-router-dom';
import { formatData } from '../../../lib/format-data';

export const memberPath = (serviceTag: string, userId: number) => `${connectivityServicePath('shareddata', serviceTag)}/${userId}`;

/** Shared data: the people sharing the bundle, each with a cap of their own and a page with their own usage. */
export function SharedMembers({ service }: { service: ServiceDetail }) {
  const members = service.sharedMembers;
  return (
    <Card title="Members sharing this bundle">
      <div className="portal-table">
        <div className="portal-table__scroll">
          <table>
            <caption className="portal-visually-hidden">Members sharing {service.serviceTag}</caption>
            <thead>
              <tr>
                <th scope="col">Member</th>
                <th scope="col">Cell number</th>
                <th scope="col" className="conn-num">
                  Used
                </th>
                <th scope="col" className="conn-num">
                  Cap
                </th>
              </tr>
            </thead>
            <tbody>
              {members.length === 0 && (
                <tr>
                  <td colSpan={4} className="portal-table__message">
                    No one shares this bundle yet.
                  </td>
                </tr>
              )}
              {members.map((member) => (
                <tr key={member.userId}>
                  <td data-label="Member">
                    <Link to={memberPath(service.serviceTag, member.userId)}>{member.name}</Link>
                  </td>
                  <td data-label="Cell number">{member.cellNumberMasked}</td>
                  <td data-label="Used" className="conn-num">
                    {formatData(member.usedMb)}
                  </td>
                  <td data-label="Cap" className="conn-num">
                    {formatData(member.capMb)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </Card>
  );
}
