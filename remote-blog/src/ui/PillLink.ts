import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** The blog's call to action: a link drawn as the brand's teal pill ("Read More", "Contact Us"). */
export const PillLink = styled(Link)`
  display: inline-block;
  padding: 12px 24px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.signal};
  color: ${({ theme }) => theme.color.night};
  font-weight: 700;
  text-decoration: none;
`;
