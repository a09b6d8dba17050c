! OPEN(NEWUNIT=) as codes that write several result files at once use it: each file gets a
! unit the library picks (negative, distinct while open), written and read back; a unit
! number freed by CLOSE may be handed out again; INQUIRE of a NEWUNIT unit; the unit kept
! in a derived-type component and in an INTEGER(8) variable.
module log_files
  implicit none
  type logger
    integer :: unit = 0
    character(len=32) :: path = ''
    integer :: lines = 0
  end type logger
contains
  subroutine log_open(lg, path)
    type(logger), intent(inout) :: lg
    character(len=*), intent(in) :: path
    lg%path = path
    open(newunit=lg%unit, file=trim(path), status='replace', action='write')
    lg%lines = 0
  end subroutine log_open

  subroutine log_line(lg, step, value)
    type(logger), intent(inout) :: lg
    integer, intent(in) :: step
    real(8), intent(in) :: value
    write(lg%unit, '(a, i4, a, es14.6)') 'step', step, ' value', value
    lg%lines = lg%lines + 1
  end subroutine log_line
end module log_files

program alloc2_newunit_log
  use log_files
  implicit none
  type(logger) :: residual, energy
  integer :: u, i, nread, iostat
  integer(8) :: big_unit
  logical :: opened
  character(len=40) :: line
  real(8) :: r, total

  call log_open(residual, 'alloc2_newunit_res.txt')
  call log_open(energy, 'alloc2_newunit_en.txt')
  print *, 'distinct negative units:', residual%unit < 0, energy%unit < 0, &
      residual%unit /= energy%unit
  r = 1.0d0
  do i = 1, 6
    r = r * 0.37d0
    call log_line(residual, i, r)
    if (mod(i, 2) == 0) call log_line(energy, i, 1.0d0 / r)
  end do
  print *, 'lines written:', residual%lines, energy%lines
  inquire(unit=residual%unit, opened=opened)
  print *, 'residual log open:', opened
  close(residual%unit)
  close(energy%unit)
  inquire(unit=residual%unit, opened=opened)
  print *, 'after close:', opened

  open(newunit=u, file='alloc2_newunit_res.txt', status='old', action='read')
  print *, 'a freed number is reused:', u == residual%unit .or. u == energy%unit
  nread = 0
  total = 0
  do
    read(u, '(a)', iostat=iostat) line
    if (iostat /= 0) exit
    nread = nread + 1
    read(line(15:), *) r
    total = total + r
  end do
  close(u, status='delete')
  print *, 'read back', nread, 'lines, total', total

  open(newunit=big_unit, file='alloc2_newunit_en.txt', status='old')
  read(big_unit, '(a)') line
  print *, 'first energy line: ', trim(line)
  close(big_unit, status='delete')
end program alloc2_newunit_log
