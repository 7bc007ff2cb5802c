import styled from 'styled-components';
import { checkPassword, PASSWORD_RULES } from '../validation/passwordRules';

const List = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(2)};
  padding: 0;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 4px 12px;
  font-size: 13px;
  li { display: flex; gap: 6px; color: ${({ theme }) => theme.color.muted}; }
  li[data-met='true'] { color: ${({ theme }) => theme.color.success}; }
  li::before { content: '○'; }
  li[data-met='true']::before { content: '✓'; font-weight: 700; }
  ${({ theme }) => theme.media.mobile} { grid-template-columns: 1fr; }
`;

/** The live checklist of the six sign-up rules. */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const met = checkPassword(password);
  return (
    <List id={id} aria-label="Password requirements">
      {PASSWORD_RULES.map((r) => (
        <li key={r.id} data-met={met[r.id]} data-rule={r.id}>
          {r.label}
          <span className="visually-hidden">{met[r.id] ? ' (met)' : ' (not met)'}</span>
        </li>
      ))}
    </List>
  );
}
