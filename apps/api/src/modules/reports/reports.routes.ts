import type { FastifyInstance } from 'fastify';
import { REPORT_ACCESS, reportCalls } from '@kaista/domain/reports';
import { featureFlagsFor } from '@kaista/domain/shared/constants';
import type { AppDeps } from '../../app-deps';
import { CSV_TYPE } from '../../files/csv-stream';
import { XLSX_TYPE } from '../../files/xlsx-stream';
import { companyScope } from '../../plugins/session/company-scope';
import { callRoutes } from '../../routing/call-route';
import { reportFile } from './reports-export';
import { ReportsRepo } from './reports.repo';
import { ReportsService } from './reports.service';

/** §7 GET /reports, one built-in report, and its download as XLSX or CSV (the Latin-1 variant too). */
export async function registerReportsRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = new ReportsService(new ReportsRepo(deps.db), deps.config.reportViewerUrls);
  const route = callRoutes(app, ['Reports']);
  const read = companyScope(deps.db, REPORT_ACCESS.read);

  route(reportCalls.catalogue, {
    guard: read,
    handler: async (request) =>
      service.catalogue(request.company, featureFlagsFor(await request.environment())),
  });
  route(reportCalls.report, {
    guard: read,
    handler: async (request) =>
      service.report(
        request.company,
        request.params.reportId,
        request.query,
        request.language,
        featureFlagsFor(await request.environment()),
      ),
  });
  route(reportCalls.export, {
    guard: read,
    handler: async (request, reply) => {
      const { format, charset, ...filters } = request.query;
      const report = await service.report(
        request.company,
        request.params.reportId,
        filters,
        request.language,
        featureFlagsFor(await request.environment()),
      );
      const file = { format, charset, language: request.language };
      const suffix = charset === 'latin1' && format === 'csv' ? '-latin1' : '';
      return reply
        .type(format === 'xlsx' ? XLSX_TYPE : CSV_TYPE[charset])
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="${report.report}${suffix}.${format}"`)
        .send(reportFile(file, report));
    },
  });
}
