! Integer date arithmetic: Julian day numbers both ways, day of the week, leap years,
! days in each month by SELECT CASE, the number of Friday-the-13ths per year, and the
! days between two dates; CHARACTER tables of names in DATA-initialised arrays.
program calendar
  implicit none
  character(len=3) :: dname(0:6), mname(12)
  integer :: y, m, d, jd, n13, k, y2, m2, d2
  data dname /'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'/
  data mname /'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', &
    'Nov', 'Dec'/
  jd = julian(2000, 1, 1)
  write (*, '(a, i9, 1x, a)') '2000-01-01', jd, dname(mod(jd, 7))
  jd = julian(1969, 7, 20)
  write (*, '(a, i9, 1x, a)') '1969-07-20', jd, dname(mod(jd, 7))
  call civil(jd + 10000, y2, m2, d2)
  write (*, '(a, i5, 1x, a, i3)') '10000 days later:', y2, mname(m2), d2
  do y = 1996, 2004
    n13 = 0
    do m = 1, 12
      if (mod(julian(y, m, 13), 7) == 4) n13 = n13 + 1
    end do
    write (*, '(i5, l2, i3, i4)') y, leap(y), n13, mdays(y, 2)
  end do
  k = 0
  do m = 1, 12
    k = k + mdays(2024, m)
  end do
  write (*, '(a, i4)') 'days in 2024:', k
  y = 2026; m = 11; d = 25
  write (*, '(a, i7)') 'since 1970-01-01:', julian(y, m, d) - julian(1970, 1, 1)
contains
  integer function julian(yy, mm, dd)
    integer, intent(in) :: yy, mm, dd
    integer :: a, yr, mo
    a = (14 - mm) / 12
    yr = yy + 4800 - a
    mo = mm + 12 * a - 3
    julian = dd + (153 * mo + 2) / 5 + 365 * yr + yr / 4 - yr / 100 + yr / 400 - 32045
  end function julian

  subroutine civil(j, yy, mm, dd)
    integer, intent(in) :: j
    integer, intent(out) :: yy, mm, dd
    integer :: a, b, c, e, mo
    a = j + 32044
    b = (4 * a + 3) / 146097
    c = a - 146097 * b / 4
    e = (4 * c + 3) / 1461
    c = c - 1461 * e / 4
    mo = (5 * c + 2) / 153
    dd = c - (153 * mo + 2) / 5 + 1
    mm = mo + 3 - 12 * (mo / 10)
    yy = 100 * b + e - 4800 + mo / 10
  end subroutine civil

  logical function leap(yy)
    integer, intent(in) :: yy
    leap = (mod(yy, 4) == 0 .and. mod(yy, 100) /= 0) .or. mod(yy, 400) == 0
  end function leap

  integer function mdays(yy, mm)
    integer, intent(in) :: yy, mm
    select case (mm)
    case (4, 6, 9, 11)
      mdays = 30
    case (2)
      mdays = 28
      if (leap(yy)) mdays = 29
    case default
      mdays = 31
    end select
  end function mdays
end program calendar
