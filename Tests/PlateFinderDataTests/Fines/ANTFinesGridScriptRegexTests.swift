import Testing

@testable import PlateFinderData

/// A `/` is read as JavaScript reads it: a regular-expression literal where an operand may
/// start, whose quotes open no string; a division elsewhere; a comment still a comment.
struct ANTFinesGridScriptRegexTests {
    @Test(arguments: [
        "var r = /'/g;",
        #"var r = /"/g;"#,
        #"var r = /[/'"]/g;"#,
        #"var r = /\/'/;"#,
        #"var r = /a\\/; var q = 'b';"#,
        #"var r = /[\]']/;"#,
        "var r = /a'/gi, s = 2;",
        #"s = s.replace(/'/g, "");"#,
        "if (!/'/.test(s)) { s = ''; }",
        "function f(s) { return /'/.test(s); }",
        "var t = typeof /'/;",
        "var u = [/'/, /\"/];",
        "var v = {a: /'/};",
        "var w = x ? /'/ : /\"/;",
        "var x = 1 + /'/.source.length;",
        "}\n/'/.test(s);",
        "/'/.test(s);",
        "var a = n / 2; var s = '/';",
        "var a = x[1] / 2; var s = '/';",
        "var a = 10 / 2; var s = '/';",
        "var a = (n) / 2 / 3; var s = '/';",
        "var a = n /2/ 3; var s = 'x';",
        "// it's a comment\nvar s = 1;",
        "/* it's a comment */ var s = 1;",
        "var r = /'/; // and a comment's quote",
    ])
    func declaration_isFound_afterARegularExpressionOrADivision(prefix: String) throws {
        let declaration = try #require(
            ANTFinesGridScript.declaration(in: prefix + "\n" + ANTFinesGridScriptTests.pageScript))

        #expect(declaration.columnNames.count == 22)
        #expect(declaration.address.hasPrefix("clp_json_citaciones.jsp?ps_opcion=P"))
    }

    @Test func declaration_readsTheGrid_withARegularExpressionAmongItsKeys() throws {
        let script = """
            $("#g").jqGrid({ check: /'}/, url: 'a.jsp', colNames: ['A', 'B'], rx: /[}']/g });
            """

        let declaration = try #require(ANTFinesGridScript.declaration(in: script))

        #expect(declaration.address == "a.jsp")
        #expect(declaration.columnNames == ["A", "B"])
    }

    @Test(arguments: ["var r = /'", "var r = /[/]'", "var r = /a\\\n/;"])
    func declaration_isNil_afterARegularExpressionThatNeverEnds(prefix: String) {
        #expect(
            ANTFinesGridScript.declaration(in: prefix + "\n" + ANTFinesGridScriptTests.pageScript)
                == nil)
    }
}
