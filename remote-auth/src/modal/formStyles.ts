import { primaryAction } from '@mars/shared';
import styled from 'styled-components';

export const Title = styled.h2`
  font-size: ${({ theme }) => theme.size.xl};
  margin: 0 40px ${({ theme }) => theme.space(2)} 0;
`;

export const Field = styled.label`
  display: grid;
  gap: 6px;
  margin-bottom: ${({ theme }) => theme.space(2)};
  font-weight: 600;
  font-size: ${({ theme }) => theme.size.xs};
  input {
    font-weight: 400;
    font-size: ${({ theme }) => theme.size.sm};
    padding: 12px 14px;
    border-radius: 10px;
    border: 1px solid #94a3b8;
  }
`;

export const Primary = styled.button`
  width: 100%;
  min-height: 48px;
  font-size: ${({ theme }) => theme.size.sm};
  ${primaryAction}
`;

export const Secondary = styled.button`
  width: 100%;
  min-height: 48px;
  display: inline-flex;
  justify-content: center;
  align-items: center;
  gap: 10px;
  border: 1px solid #94a3b8;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.ink};
  font-weight: 600;
  cursor: pointer;
  &:disabled { opacity: .7; cursor: progress; }
`;

export const LinkButton = styled.button`
  background: none;
  border: 0;
  padding: 4px 0;
  color: ${({ theme }) => theme.color.signalOnLight};
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.size.xs};
`;

export const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.size.xs};
  &::before, &::after { content: ''; flex: 1; height: 1px; background: ${({ theme }) => theme.color.line}; }
`;

export const Notice = styled.div`
  padding: ${({ theme }) => theme.space(2)};
  border-radius: 10px;
  background: #fff7ed;
  border: 1px solid #fdba74;
  margin-bottom: ${({ theme }) => theme.space(2)};
  p { margin: 0 0 8px; }
  p:last-child { margin: 0; }
`;
