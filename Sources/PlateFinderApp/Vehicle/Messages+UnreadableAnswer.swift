import Foundation
import PlateFinderDomain

extension Messages {
    /// Why an answer about `plate` could not be understood, as a clause; nil for a detail
    /// an earlier version saved in English, when the language is another.
    public func unreadable(_ why: UnreadableAnswer, plate: String) -> String? {
        switch why {
        case .page(let page): unreadable(page, plate: plate)
        case .grid(let grid): unreadable(grid, plate: plate)
        case .dues(let dues): unreadable(dues, plate: plate)
        case .described(let text): language == .english ? ControlCharacterStripper.strip(text) : nil
        }
    }

    private func unreadable(_ why: UnreadablePage, plate: String) -> String {
        let safe = ControlCharacterStripper.strip
        return switch why {
        case .tooLong(let characters):
            localized(
                "the page is longer than \(characters) characters",
                "la página tiene más de \(characters) caracteres")
        case .parserFailed:
            localized("the HTML parser could not start", "el analizador de HTML no pudo arrancar")
        case .tableWithoutPlate:
            localized(
                "the vehicle table does not start with the plate",
                "la tabla del vehículo no empieza con la placa")
        case .otherPlate(let shown):
            localized(
                "the page is about the plate “\(safe(shown))”, not \(plate)",
                "la página trata de la placa “\(safe(shown))”, no de \(plate)")
        case .missingLabel(let label):
            localized(
                "the vehicle table has no \(safe(label)) label",
                "la tabla del vehículo no tiene la etiqueta \(safe(label))")
        case .labelWithoutValue(let label):
            localized(
                "the vehicle table has no value after \(safe(label))",
                "la tabla del vehículo no tiene un valor tras \(safe(label))")
        case .repeatedLabel(let label):
            localized(
                "the vehicle table has \(safe(label)) twice",
                "la tabla del vehículo tiene \(safe(label)) dos veces")
        case .unknownLabel(let text):
            localized(
                "the vehicle table has an unknown label “\(safe(text))”",
                "la tabla del vehículo tiene una etiqueta desconocida “\(safe(text))”")
        case .textBesideNoLabel(let text):
            localized(
                "the vehicle table has text beside no label: “\(safe(text))”",
                "la tabla del vehículo tiene texto sin etiqueta: “\(safe(text))”")
        }
    }

    private func unreadable(_ why: UnreadableGrid, plate: String) -> String {
        let safe = ControlCharacterStripper.strip
        let grid = localized("the fines grid", "la consulta de multas")
        return switch why {
        case .undeclared:
            localized(
                "the page declares no fines grid", "la página no declara la consulta de multas")
        case .addressNotURL:
            localized(
                "the fines grid's address is not a URL",
                "la dirección de la consulta de multas no es una URL")
        case .addressLeavesPortal:
            localized(
                "the fines grid's address leaves the portal",
                "la dirección de la consulta de multas sale del portal")
        case .missingColumn(let name):
            localized(
                "\(grid) has no \(safe(name)) column", "\(grid) no tiene la columna \(safe(name))")
        case .notJSON:
            localized(
                "the fines grid's answer is not the expected JSON",
                "la respuesta de la consulta de multas no es el JSON esperado")
        case .pageUnnumbered:
            localized("\(grid) does not say which page it sent", "\(grid) no dice qué página envió")
        case .missingCell(let name):
            localized(
                "a fines grid row has no \(safe(name)) cell",
                "una fila de la consulta de multas no tiene la celda \(safe(name))")
        case .notAnAmount(let column, let text):
            localized(
                "the fines grid's \(safe(column)) '\(safe(text))' is not an amount",
                "el valor \(safe(column)) '\(safe(text))' de la consulta de multas no es un monto")
        case .pointsNotANumber(let text):
            localized(
                "the fines grid's Puntos '\(safe(text))' is not a number",
                "los Puntos '\(safe(text))' de la consulta de multas no son un número")
        case .fineOfOtherPlate(let other):
            localized(
                "\(grid) lists a fine of \(safe(other)), not \(plate)",
                "\(grid) lista una multa de \(safe(other)), no de \(plate)")
        case .fineWithoutCitation:
            localized("a fine has no citation number", "una multa no tiene número de citación")
        case .tooManyPages(let pages, let maximum):
            localized(
                "\(grid) has \(pages) pages, more than the \(maximum) read",
                "\(grid) tiene \(pages) páginas, más de las \(maximum) que se leen")
        case .wrongPage(let sent, let asked):
            localized(
                "\(grid) sent page \(sent) when asked for page \(asked)",
                "\(grid) envió la página \(sent) cuando se pidió la \(asked)")
        case .countChanged:
            localized(
                "the fines grid's count changed between its pages",
                "la cuenta de la consulta de multas cambió entre sus páginas")
        case .countMismatch(let listed, let counted):
            localized(
                "\(grid) lists \(listed) \(plural(listed, one: "fine", other: "fines")) but "
                    + "counts \(counted)",
                "\(grid) lista \(listed) \(plural(listed, one: "multa", other: "multas")) pero "
                    + "cuenta \(counted)")
        case .totalOverflow:
            localized(
                "the fines' amounts add up past what can be counted",
                "los montos de las multas suman más de lo que se puede contar")
        case .disagreesWithPage(let mismatch):
            finesMismatch(mismatch)
        case .duplicateKey(let key):
            duplicateKey(
                key,
                in: localized("the fines grid's answer", "la respuesta de la consulta de multas"))
        case .notADate(let column, let text):
            localized(
                "the fines grid's \(safe(column)) '\(safe(text))' is not a real date and time",
                "el valor \(safe(column)) '\(safe(text))' de la consulta de multas no es una "
                    + "fecha y hora reales")
        case .impossiblePage(let page, let pages, let records):
            localized(
                "\(grid) says it sent page \(page) of \(pages) holding \(records) "
                    + "\(plural(records, one: "fine", other: "fines")), which cannot be",
                "\(grid) dice que envió la página \(page) de \(pages) con \(records) "
                    + "\(plural(records, one: "multa", other: "multas")), lo que no puede ser")
        case .identityNumber(let column):
            localized(
                "\(grid) holds what looks like a person's identity number in its "
                    + "\(safe(column)) column (not shown)",
                "\(grid) tiene lo que parece el número de identidad de una persona en su "
                    + "columna \(safe(column)) (no se muestra)")
        }
    }

    /// That `answer` names `key` (empty: a key not fit to quote) twice in one object.
    private func duplicateKey(_ key: String, in answer: String) -> String {
        let key = ControlCharacterStripper.strip(key)
        return key.isEmpty
            ? localized(
                "\(answer) names a key twice in one object",
                "\(answer) nombra una clave dos veces en un mismo objeto")
            : localized(
                "\(answer) names the key “\(key)” twice in one object",
                "\(answer) nombra la clave “\(key)” dos veces en un mismo objeto")
    }

    private func unreadable(_ why: UnreadableDues, plate: String) -> String {
        let safe = ControlCharacterStripper.strip
        switch why {
        case .notJSON:
            return localized(
                "the SRI's answer is not the expected JSON",
                "la respuesta del SRI no es el JSON esperado")
        case .withoutPlate:
            return localized(
                "the SRI's answer names no plate", "la respuesta del SRI no nombra ninguna placa")
        case .otherPlate(let other):
            return localized(
                "the SRI answered about \(safe(other)) instead of \(plate)",
                "el SRI respondió sobre \(safe(other)) en lugar de \(plate)")
        case .unbelievableValue(let key, let problem):
            let key = safe(key)
            return switch problem {
            case .amount:
                localized(
                    "the SRI's \(key) is not a believable amount",
                    "el valor \(key) del SRI no es un monto creíble")
            case .year:
                localized("the SRI's \(key) is not a year", "el valor \(key) del SRI no es un año")
            case .number:
                localized(
                    "the SRI's \(key) is not a believable number",
                    "el valor \(key) del SRI no es un número creíble")
            case .date:
                localized(
                    "the SRI's \(key) is not a date", "el valor \(key) del SRI no es una fecha")
            case .believableDate:
                localized(
                    "the SRI's \(key) is not a believable date",
                    "el valor \(key) del SRI no es una fecha creíble")
            case .negativeAmount:
                localized(
                    "the SRI's \(key) is below zero, which no amount owed can be",
                    "el valor \(key) del SRI es negativo, y ningún monto adeudado puede serlo")
            case .believableYear:
                localized(
                    "the SRI's \(key) is not a believable year",
                    "el valor \(key) del SRI no es un año creíble")
            case .missing:
                localized(
                    "the SRI lists a debt without its \(key)",
                    "el SRI detalla una deuda sin su \(key)")
            }
        case .totalOverflow:
            return localized(
                "the SRI's subtotals add up past a believable amount",
                "los subtotales del SRI suman más de un monto creíble")
        case .duplicateKey(let key):
            return duplicateKey(key, in: localized("the SRI's answer", "la respuesta del SRI"))
        }
    }

    /// What came instead of a source's answer, in a few words; nil for a description an
    /// earlier version saved in English, when the language is another.
    public func unexpected(_ what: UnexpectedAnswer) -> String? {
        let safe = ControlCharacterStripper.strip
        switch what {
        case .status(let status): return "HTTP \(status)"
        case .contentType(let type):
            return localized("content type \(safe(type))", "tipo de contenido \(safe(type))")
        case .bodyTooLarge(let bytes):
            return localized(
                "answer larger than \(byteCount(bytes))",
                "respuesta de más de \(byteCount(bytes))")
        case .headersTooLarge(let bytes):
            return localized(
                "answer headers larger than \(byteCount(bytes))",
                "cabeceras de más de \(byteCount(bytes))")
        case .redirectedElsewhere(let origin):
            return localized("redirected to \(safe(origin))", "redirigido a \(safe(origin))")
        case .tooManyRedirects(let limit):
            return localized("more than \(limit) redirects", "más de \(limit) redirecciones")
        case .unusableRedirect:
            return localized(
                "a redirect without a usable address", "una redirección sin dirección utilizable")
        case .documentCutShort:
            return localized(
                "a document the HTML parser stopped reading before its end",
                "un documento que el analizador de HTML dejó de leer antes de su final")
        case .emptyPage: return localized("an empty page", "una página vacía")
        case .pageWithoutText: return localized("a page without text", "una página sin texto")
        case .otherPage(let excerpt):
            return localized(
                "a page without the vehicle table, reading “\(safe(excerpt))”",
                "una página sin la tabla del vehículo, que dice “\(safe(excerpt))”")
        case .described(let text):
            return language == .english ? safe(text) : nil
        case .vehicleTableWithoutFines:
            return localized(
                "a page with the vehicle table but without its fines section",
                "una página con la tabla del vehículo pero sin su sección de multas")
        }
    }

    /// `2 MiB`, `64 KiB`, or `1000 bytes` when not a whole number of either.
    private func byteCount(_ count: Int) -> String {
        if count > 0, count % (1024 * 1024) == 0 { return "\(count / (1024 * 1024)) MiB" }
        if count > 0, count % 1024 == 0 { return "\(count / 1024) KiB" }
        return localized("\(count) bytes", "\(count) bytes")
    }
}
