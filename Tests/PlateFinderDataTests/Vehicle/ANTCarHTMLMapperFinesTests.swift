import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// How the fines counts are read from the radio-button labels below the vehicle table.
struct ANTCarHTMLMapperFinesTests {
    @Test(arguments: [
        [
            "Pendientes (1)", "En Impugnaci&oacute;n (2)", "Anuladas (3)", "Pagadas (4)",
            "En Convenio (5)",
        ],
        ["PENDIENTES (1)", "EN IMPUGNACIÓN (2)", "anuladas (3)", "pagadas(4)", "en convenio (5)"],
        [
            "  Pendientes\n ( 1 ) ", "En  Impugnacion\t(2)", "Anuladas (003)", "Pagadas (4)",
            "En&nbsp;Convenio (5)",
        ],
        ["En Convenio (5)", "Pagadas (4)", "Anuladas (3)", "En Impugnación (2)", "Pendientes (1)"],
    ])
    func map_deliversFines_matchingLabelsByTheirWords(labels: [String]) throws {
        let car = try makeSUT().map(PortalPage.page(labels: labels), for: PortalPage.plate)

        #expect(
            car.fines == FinesSummary(pending: 1, disputed: 2, voided: 3, paid: 4, inAgreement: 5))
    }

    @Test func map_deliversNilFines_whenPageDeclaresTheGridButShowsNoLabel() throws {
        let script = "<script>$('#g').jqGrid({url: 'g.jsp', colNames: ['Placa']});</script>"
        let html = PortalPage.page(labels: [])
            .replacingOccurrences(of: "</body>", with: script + "</body>")

        let car = try makeSUT().map(html, for: PortalPage.plate)

        #expect(car.fines == nil)
        #expect(car.plate == "ABC1234")
    }

    @Test func map_deliversNilFines_whenSomeLabelsAreMissing() throws {
        let labels = Array(PortalPage.finesLabels.dropLast())

        let car = try makeSUT().map(PortalPage.page(labels: labels), for: PortalPage.plate)

        #expect(car.fines == nil)
    }

    @Test(arguments: [
        "Pendientes (99999999999999999999)", "Pendientes (1234567890)", "Pendientes (-1)",
        "Pendientes (4a)", "Pendientes ()", "Pendientes 4", "Pendientes (4",
        "Pendientes de pago (4)",
        "Impugnadas (4)",
    ])
    func map_deliversNilFines_whenLabelIsNotACount(pendingLabel: String) throws {
        var labels = PortalPage.finesLabels
        labels[0] = pendingLabel

        let car = try makeSUT().map(PortalPage.page(labels: labels), for: PortalPage.plate)

        #expect(car.fines == nil)
    }

    @Test func map_acceptsNineDigitCounts() throws {
        var labels = PortalPage.finesLabels
        labels[0] = "Pendientes (999999999)"

        let car = try makeSUT().map(PortalPage.page(labels: labels), for: PortalPage.plate)

        #expect(car.fines?.pending == 999_999_999)
    }

    @Test func map_ignoresLabelsInsideComments() throws {
        var labels = PortalPage.finesLabels
        labels[0] = "<!-- Pendientes (7) -->Pendientes (4)"
        labels.append("<!--\n<font>Impugnadas (0)</font>\n-->")

        let car = try makeSUT().map(PortalPage.page(labels: labels), for: PortalPage.plate)

        #expect(car.fines == PortalPage.expectedCar.fines)
    }

    @Test func map_deliversNilFines_whenOnlyCommentedLabelNamesAState() throws {
        var labels = PortalPage.finesLabels
        labels[0] = "<!-- Pendientes (4) -->"

        let car = try makeSUT().map(PortalPage.page(labels: labels), for: PortalPage.plate)

        #expect(car.fines == nil)
    }

    @Test func map_countsFirstLabel_whenLabelRepeats() throws {
        let labels = PortalPage.finesLabels + ["Pendientes (8)"]

        let car = try makeSUT().map(PortalPage.page(labels: labels), for: PortalPage.plate)

        #expect(car.fines?.pending == 4)
    }

    @Test func map_ignoresLabelLikeTextBeforeVehicleTable() throws {
        let labels = Array(PortalPage.finesLabels.dropFirst())
        let html = PortalPage.page(labels: labels).replacingOccurrences(
            of: "<body>", with: "<body><div><font>Pendientes (4)</font></div>")

        let car = try makeSUT().map(html, for: PortalPage.plate)

        #expect(car.fines == nil)
    }

    @Test(arguments: [
        "Pendientes (4)", "En Impugnaci&oacute;n (0", "Anuladas (20)</font>", "Pagadas (",
        "En Convenio (0", "En Convenio",
    ])
    func map_deliversCarWithoutFines_onRealPageCutInsideFinesSection(
        cutAfter marker: String
    )
        throws
    {
        let html = try PortalPage.vehicleText(cutAfter: marker)

        let car = try makeSUT().map(html, for: PortalPage.plate)

        #expect(car.fines == nil)
        #expect(car.manufacturer == "TOYOTA")
    }

    @Test func map_deliversFines_onRealPageCutRightAfterLastFinesLabel() throws {
        let html = try PortalPage.vehicleText(cutAfter: "En Convenio (0)")

        let car = try makeSUT().map(html, for: PortalPage.plate)

        #expect(car.fines == PortalPage.expectedCar.fines)
    }

    // MARK: - Helpers

    private func makeSUT() -> ANTCarHTMLMapper.Type {
        ANTCarHTMLMapper.self
    }
}
