! OPTIONAL dummy arguments with PRESENT, and keyword arguments, for module procedures,
! module functions, internal procedures and an absent argument passed on to another call.
module geometry
  implicit none
contains
  subroutine describe(x, y, label, scale, count)
    real, intent(in) :: x
    real, intent(in), optional :: y
    character(len=*), intent(in), optional :: label
    real, intent(in), optional :: scale
    integer, intent(out), optional :: count
    real :: s
    s = 1.0
    if (present(scale)) s = scale
    if (present(label)) then
      print *, label, x * s
    else
      print *, 'no label', x * s
    end if
    if (present(y)) print *, 'y =', y * s
    if (present(count)) count = merge_count(present(y), present(label))
  end subroutine describe

  integer function merge_count(a, b)
    logical, intent(in) :: a, b
    merge_count = 0
    if (a) merge_count = merge_count + 1
    if (b) merge_count = merge_count + 1
  end function merge_count


  function weighted(a, b, w) result(r)
    real, intent(in) :: a, b
    real, intent(in), optional :: w
    real :: r
    if (present(w)) then
      r = w * a + (1.0 - w) * b
    else
      r = 0.5 * (a + b)
    end if
  end function weighted

  subroutine pass_on(x, scale)
    real, intent(in) :: x
    real, intent(in), optional :: scale
    call describe(x, scale=scale, label='passed on')
  end subroutine pass_on
end module geometry

program optional_args
  use geometry, only: describe, weighted, pass_on
  implicit none
  integer :: n
  real :: arr(3)
  call describe(1.5)
  call describe(2.0, 3.0)
  call describe(2.0, label='labelled')
  call describe(x=4.0, scale=0.5, count=n)
  print *, 'count', n
  call describe(1.0, 2.0, 'all', 3.0, n)
  print *, 'count', n
  call describe(label='kw only', x=7.0, y=1.0, count=n)
  print *, 'count', n
  print *, weighted(1.0, 3.0), weighted(1.0, 3.0, 0.25), weighted(b=3.0, a=1.0, w=1.0)
  call pass_on(5.0)
  call pass_on(5.0, 2.0)
  call inner(3)
  call inner()
contains
  subroutine inner(k)
    integer, optional :: k
    if (present(k)) then
      print *, 'inner', k
    else
      print *, 'inner without k'
    end if
  end subroutine inner
end program optional_args
