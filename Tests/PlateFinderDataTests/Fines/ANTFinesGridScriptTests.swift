import Testing

@testable import PlateFinderData

struct ANTFinesGridScriptTests {
    /// The grid script of `car_ABC1234.latin1.html`, as the page writes it.
    static let pageScript = """
        var mygrid =     jQuery("#list10").jqGrid({
            url:'clp_json_citaciones.jsp?ps_opcion=P&ps_id_contrato=102276518&ps_id_persona=2563423&ps_placa=ABC1234&ps_identificacion=ABC1234&ps_tipo_identificacion=PLA',
            datatype: "json",
            colNames:['Acciones','# Infracci&oacute;n','Entidad','# Citaci&oacute;n','Placa', 'Documento', 'Fecha de Emisi&oacute;n','Fecha Notificaci&oacute;n','Límite de Pago',
                'Puntos','Pag.','Anu.','Imp.','Sanci&oacute;n', 'Multa','Remisi&oacute;n','Total a Pagar','Art&iacute;culo/Literal','tam_img','Bq','Img.','Det.'],
            rowNum:50,
            caption: "Citaciones",
            gridComplete: function(){
                var ids = jQuery("#list10").jqGrid('getDataIDs');
                for(var i=0;i < ids.length;i++){
                    be = "<input style='height:22px;width:20px;' type='button' value='E' />";
                }
            }
        });
        """

    /// The page's helper, which builds the URL by concatenation.
    static let helperScript = """
        function facturas(p_opcion){
            $("#list10").setGridParam(
            {datatype:'json', url:"clp_json_citaciones.jsp?ps_opcion="+p_opcion+"&ps_id_contrato=1",
                page:1
            }).trigger("reloadGrid");
        }
        """

    @Test func declaration_readsTheURLAndEveryColumn_ofThePagesGrid() throws {
        let declaration = try #require(ANTFinesGridScript.declaration(in: Self.pageScript))

        #expect(
            declaration.address.hasPrefix("clp_json_citaciones.jsp?ps_opcion=P&ps_id_contrato="))
        #expect(declaration.address.hasSuffix("&ps_tipo_identificacion=PLA"))
        #expect(declaration.columnNames.count == 22)
        #expect(declaration.columnNames[3] == "# Citaci&oacute;n")
        #expect(declaration.columnNames[8] == "Límite de Pago")
    }

    @Test func declaration_ignoresTheHelperThatConcatenates() throws {
        let declaration = try #require(
            ANTFinesGridScript.declaration(in: Self.helperScript + Self.pageScript))

        #expect(declaration.address.contains("ps_id_persona=2563423"))
    }

    @Test(arguments: [
        "$('#g').jqGrid({colNames: ['A'], datatype: 'json'});",
        "$('#g').jqGrid({url: 'a.jsp' + x, colNames: ['A']});",
        "$('#g').jqGrid({url: 'a.jsp', colNames: ['A', b]});",
        "$('#g').jqGrid('getDataIDs');",
        "jqGrid({url: 'a.jsp', colNames: ['A'",
        "",
    ])
    func declaration_isNil_withoutALiteralURLAndColumns(script: String) {
        #expect(ANTFinesGridScript.declaration(in: script) == nil)
    }

    @Test func declaration_readsKeysInAnyOrder_skippingNestedObjectsAndComments() throws {
        let script = """
            // jqGrid({url: 'commented.jsp', colNames: ['X']})
            $("#g").jqGrid({ /* url: 'no.jsp' */ colModel: [{name: 'url', url: 'nested.jsp'}],
              "colNames": ["It\\u00e9m", 'O\\'Brien'], 'url': "a.jsp?x=1" });
            """

        let declaration = try #require(ANTFinesGridScript.declaration(in: script))

        #expect(declaration.address == "a.jsp?x=1")
        #expect(declaration.columnNames == ["Itém", "O'Brien"])
    }
}
