{#- Composite foreign key check: every non-null combination of `columns` in the model
    must exist as the combination `to_columns` (same order) in `to`. -#}
{% test relationships_composite(model, columns, to, to_columns) %}
select {% for c in columns %}child.{{ c }}{{ ", " if not loop.last }}{% endfor %}
from {{ model }} as child
where {% for c in columns %}child.{{ c }} is not null{{ " and " if not loop.last }}{% endfor %}
  and not exists (
    select 1
    from {{ to }} as parent
    where {% for c in columns %}parent.{{ to_columns[loop.index0] }} = child.{{ c }}{{ " and " if not loop.last }}{% endfor %}
  )
{% endtest %}
