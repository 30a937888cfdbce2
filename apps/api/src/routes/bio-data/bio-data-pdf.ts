import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, isLanguageCode } from '@rishta/domain';
import { AppError, forbidden, sendError } from '../../lib/http-error';
import { bioDataPdf } from '../../services/bio-data/bio-data';
import {
  createBioDataRenderer,
  RenderUnavailableError,
  type BioDataRendererOptions,
} from '../../services/bio-data/render-pool';

/** The bio-data download; its PDFs are laid out off the event loop by a worker pool. */
export async function bioDataRoutes(app: FastifyInstance, opts: { renderer?: BioDataRendererOptions }) {
  const renderer = createBioDataRenderer(opts.renderer);
  app.addHook('onClose', () => renderer.close());

  app.withTypeProvider<ZodTypeProvider>().get(
    '/profiles/pdf/:slug',
    {
      schema: {
        tags: ['profiles'],
        description:
          "A profile's bio data as a PDF download. Needs no token: the link is the `bio_data_url` " +
          'of the detail answer, signed for one viewer and valid for 10 minutes; anything else is 403. ' +
          "The web adds `lang`, the reader's interface language, for the labels of the PDF.",
        params: z.object({ slug: z.string().min(1).max(200) }),
        // Lenient on purpose: a cut or altered link is answered 403 like a wrongly signed one.
        querystring: z.object({
          v: z.string().max(20).optional(),
          e: z.string().max(20).optional(),
          s: z.string().max(100).optional(),
          // Not signed, and needs not be: it only picks the language of the fixed texts (what the
          // PDF shows is decided by the signed viewer). Anything but a known language is English.
          lang: z.string().max(20).optional().catch(undefined),
        }),
      },
    },
    async (request, reply) => {
      // The server clock, like the detail that signed the link (contact hours, DESIGN.md §5.3).
      const now = app.clock();
      const v = Number(request.query.v);
      const e = Number(request.query.e);
      const s = request.query.s ?? '';
      const wellFormed = Number.isSafeInteger(v) && v > 0 && Number.isSafeInteger(e);
      if (!wellFormed || !app.bioDataLinks.verify({ slug: request.params.slug, v, e, s }, now)) {
        throw forbidden('bioDataLinkInvalid');
      }
      const lang = isLanguageCode(request.query.lang) ? request.query.lang : DEFAULT_LANGUAGE;
      let answer: Awaited<ReturnType<typeof bioDataPdf>>;
      try {
        answer = await bioDataPdf(app.db, renderer, request.params.slug, v, now, lang);
      } catch (error) {
        if (!(error instanceof RenderUnavailableError)) throw error;
        request.log.warn({ err: error.cause }, 'bio-data render failed or timed out');
        return sendError(reply.header('retry-after', '5'), AppError.detail(503, 'serviceUnavailable'));
      }
      const { pdf, profileCode } = answer;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${profileCode}-bio-data.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
