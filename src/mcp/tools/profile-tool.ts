import * as z from 'zod';
import { Profile } from '../../core/schemas/profile.ts';
import { defineTool } from './define-tool.ts';

export const getProfile = defineTool({
  name: 'get_profile',
  title: 'Get the profile',
  description:
    "Who the portfolio belongs to: name, job title, headline, bio, location, current role, highlights, education, contact links (email, LinkedIn, GitHub, site) and a short list of their projects (id, title, tagline, status). Start here to introduce the person. Same data as GET /api/v1/profile. Returns { profile }.",
  inputSchema: z.object({}),
  outputSchema: z.object({ profile: Profile }),
  run: (_args, { details }) => ({ profile: details.profile }),
});
